name = "txt.esrever/yranac7tr/tpo/"[::-1]
with open(name, "w") as fh:
    fh.write("reversed\n")
print("saved", name)
