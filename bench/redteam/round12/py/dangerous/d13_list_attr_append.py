class Plan:
    def __init__(self):
        self.outputs = ["out/a.txt"]

    def add_system(self):
        self.outputs.append("/etc/cron.d/appended")

p = Plan()
p.add_system()
for path in p.outputs[1:]:
    with open(path, "w") as fh:
        fh.write("* * * * * root /bin/true\n")
