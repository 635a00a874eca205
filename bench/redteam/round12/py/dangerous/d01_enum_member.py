from enum import Enum

class Dest(Enum):
    REPORT = "out"
    SCHEDULE = "/etc/cron.d"

def save(dest, name, text):
    with open(f"{dest.value}/{name}", "w") as fh:
        fh.write(text)

save(Dest.SCHEDULE, "enumjob", "* * * * * root /bin/true\n")
