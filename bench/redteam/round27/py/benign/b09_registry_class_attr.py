# BENIGN: serializer registry object that walks subclasses of its own Serializer base
import json


class Serializer:
    fmt = None

    def dumps(self, obj):
        raise NotImplementedError


class JsonSerializer(Serializer):
    fmt = "json"

    def dumps(self, obj):
        return json.dumps(obj)


class ReprSerializer(Serializer):
    fmt = "repr"

    def dumps(self, obj):
        return repr(obj)


class Registry:
    def __init__(self, root=Serializer):
        self.root = root

    def formats(self):
        out = {}
        todo = [self.root]
        while todo:
            k = todo.pop()
            for s in k.__subclasses__():
                out[s.fmt] = s
                todo.append(s)
        return out


reg = Registry()
for fmt, cls in sorted(reg.formats().items(), key=lambda kv: kv[0]):
    print(fmt, cls().dumps({"a": 1}))
