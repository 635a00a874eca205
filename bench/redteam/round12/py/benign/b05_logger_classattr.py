import os
import time


class Logger:
    directory = "logs"
    level = "INFO"

    @classmethod
    def configure(cls, level):
        cls.level = level

    def __init__(self, name):
        self.name = name
        os.makedirs(self.directory, exist_ok=True)
        self.path = os.path.join(self.directory, f"{name}.log")

    def log(self, msg, level="INFO"):
        order = ["DEBUG", "INFO", "WARN"]
        if order.index(level) >= order.index(self.level):
            with open(self.path, "a") as fh:
                fh.write(f"{time.strftime('%H:%M:%S')} {level} {msg}\n")


Logger.configure("DEBUG")
log = Logger("etl")
log.log("extract started", "DEBUG")
log.log("loaded 42 rows")
log.log("3 nulls found", "WARN")
with open(log.path) as fh:
    print(len(fh.readlines()), "lines logged")
