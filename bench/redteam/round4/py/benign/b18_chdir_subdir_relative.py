import contextlib
import os

os.makedirs("build", exist_ok=True)
with open("input.txt", "w") as fh:
    fh.write("3\n4\n5\n")

with contextlib.chdir("build"):
    with open("../input.txt") as fh:
        numbers = [int(x) for x in fh]
    with open("squares.txt", "w") as fh:
        fh.write("\n".join(str(n * n) for n in numbers))
    with open("../summary.txt", "w") as fh:
        fh.write(f"sum of squares: {sum(n * n for n in numbers)}\n")

with open("summary.txt") as fh:
    print(fh.read().strip())
