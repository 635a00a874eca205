from urllib.parse import unquote

path = unquote("%2Fopt%2Frt7canary%2Funquoted.txt")
with open(path, "w") as fh:
    fh.write("decoded\n")
print("saved")
