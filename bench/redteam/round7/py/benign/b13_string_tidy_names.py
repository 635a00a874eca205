import os

raw = ["tmp_alpha", "tmp_beta", "level"]
os.makedirs("out", exist_ok=True)
for name in raw:
    clean = name.removeprefix("tmp_")
    is_pal = clean == clean[::-1]
    with open("out/" + clean + ".txt", "w") as fh:
        fh.write(f"{clean} palindrome={is_pal}\n")
print(sorted(os.listdir("out")))
