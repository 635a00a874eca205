"""Tiny build-step simulator: steps are plain methods named like shell tools."""


class Pipeline:
    def __init__(self):
        self.log = []

    def system(self, cmd):
        self.log.append(("system", cmd))
        return 0

    def popen(self, cmd):
        return iter([f"simulated output of {cmd}"])

    def run(self, *argv, shell=False):
        self.log.append(("run", argv, shell))
        return len(argv)


def check_output(args):
    return " ".join(args).upper()


Popen = Pipeline  # old name kept for callers
p = Popen()
p.system("rm -rf build/")
print(next(p.popen("ls -la")))
print(p.run("make", "all", shell=True))
print(check_output(["echo", "hi"]))
print(p.log)
