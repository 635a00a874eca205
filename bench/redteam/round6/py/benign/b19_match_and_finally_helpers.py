import os


def result_path(kind):
    try:
        if kind == "csv":
            return "result.csv"
        return "result.txt"
    finally:
        print("resolved", kind)


command = "save:notes.md"
match command.split(":"):
    case ["save", name]:
        with open(name, "w") as fh:
            fh.write("# notes\n")
    case _:
        name = None

with open(result_path("csv"), "w") as fh:
    fh.write("a,b\n1,2\n")
os.remove(result_path("csv"))
print(name, os.path.exists("notes.md"))
