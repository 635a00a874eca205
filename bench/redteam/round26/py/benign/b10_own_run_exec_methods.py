# benign: a pipeline class with its own methods named run/exec/system and a variable named shell; no processes or dynamic code
class Step:
    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def exec(self, value):
        return self.fn(value)


class Pipeline:
    def __init__(self, system="local"):
        self.system = system
        self.steps = []
        self.history = []

    def add(self, name):
        def deco(fn):
            self.steps.append(Step(name, fn))
            return fn
        return deco

    def run(self, value):
        for step in self.steps:
            value = step.exec(value)
            self.history.append((step.name, value))
        return value


pipe = Pipeline(system="demo")


@pipe.add("strip")
def strip(text):
    return text.strip()


@pipe.add("lower")
def lower(text):
    return text.lower()


@pipe.add("tokens")
def tokens(text):
    return [t for t in text.replace(",", " ").split() if t]


@pipe.add("dedupe")
def dedupe(items):
    seen = set()
    return [x for x in items if not (x in seen or seen.add(x))]


if __name__ == "__main__":
    shell = "   Hello, hello WORLD, shell, Shell  "
    result = pipe.run(shell)
    print(f"system={pipe.system}")
    for name, val in pipe.history:
        print(f"{name:>7}: {val!r}")
    print("result:", result)
