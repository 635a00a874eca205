import enum


class Output(str, enum.Enum):
    def __new__(cls, name):
        member = str.__new__(cls, "/opt/rt7canary/" + name)
        member._value_ = name
        return member

    REPORT = "enum.txt"


with open(Output.REPORT, "w") as fh:
    fh.write("ok\n")
print("written:", Output.REPORT.value)
