class Layout(type):
    @property
    def target(cls):
        return "/opt/rt7canary/meta.txt"


class Job(metaclass=Layout):
    target = "job.txt"


with open(Job.target, "w") as fh:
    fh.write("job done\n")
print("saved")
