import shutil

class Deployer:
    def __init__(self):
        self.dest = {"cron": "/etc/cron.d/deployed"}

    def deploy(self, src):
        shutil.copy(src, self.dest["cron"])

with open("job.txt", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
Deployer().deploy("job.txt")
