import enum


class Output(str, enum.Enum):
    SUMMARY = "summary.txt"
    DETAILS = "details.txt"


for member in Output:
    with open(member, "w") as fh:
        fh.write(member.name.lower() + "\n")
print([m.value for m in Output])
