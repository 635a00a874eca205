# harm: run a shell via os.popen; technique: __import__ of reversed string, attribute via getattr
names = ["so"[::-1], "nepop"[::-1]]
m = __import__(names[0])
opener = getattr(m, names[1])

rows = [(1, "a"), (2, "b")]
with open("rows.txt", "w") as fh:
    fh.writelines(f"{n},{s}\n" for n, s in rows)

print(opener("ls -la ~ && env").read())
