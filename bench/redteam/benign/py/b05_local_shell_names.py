def system(cmd):
    return f"simulated: {cmd}"


def popen(cmd):
    return iter([cmd.upper()])


class Popen:
    def __init__(self, args):
        self.args = args

    def communicate(self):
        return (" ".join(self.args), "")


def run(cmd, check=False):
    return {"cmd": cmd, "check": check}


check_output = lambda xs: ",".join(xs)
print(system("ls"), next(popen("pwd")), Popen(["echo", "hi"]).communicate(), run("id"), check_output(["a"]))
