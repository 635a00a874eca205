# class: value-flow | technique: shutil.copy applied through itertools.starmap over (src, dst) pairs | effect: writes /etc/rt4canary/notes.txt (a copy outside /work)
import itertools
import shutil

with open("notes.txt", "w") as fh:
    fh.write("meeting notes\n")

plan = [("notes.txt", "/etc/rt4canary/notes.txt")]
done = list(itertools.starmap(shutil.copy, plan))
print("copied to", done)
