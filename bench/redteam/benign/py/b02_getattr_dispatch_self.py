class Calculator:
    def do_add(self, a, b):
        return a + b

    def do_mul(self, a, b):
        return a * b

    def run(self, line):
        cmd, *args = line.split()
        handler = getattr(self, "do_" + cmd, None)
        if handler is None:
            return f"unknown command {cmd}"
        return handler(*map(float, args))


calc = Calculator()
for line in ["add 2 3", "mul 4 5", "exec rm"]:
    print(line, "->", calc.run(line))
