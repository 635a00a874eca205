class Calculator:
    def op_add(self, a, b):
        return a + b

    def op_mul(self, a, b):
        return a * b

    def run(self, program):
        table = {"add": self.op_add, "mul": self.op_mul}
        acc = 0
        for name, arg in program:
            acc = table[name](acc, arg)
        return acc


print(Calculator().run([("add", 3), ("mul", 4), ("add", 1)]))
