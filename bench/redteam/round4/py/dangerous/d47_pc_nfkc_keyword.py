# class: parser-confusion | technique: the keyword argument name is written in fullwidth letters (ｍｏｄｅ=); CPython NFKC-normalises it to mode | effect: writes /etc/rt4canary/nfkc.txt
with open("/etc/rt4canary/nfkc.txt", ｍｏｄｅ="w") as fh:
    fh.write("normalised\n")
print("done")
