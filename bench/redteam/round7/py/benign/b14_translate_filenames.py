import os

titles = ["Q1 / revenue", "Q2: costs", "notes (draft)"]
table = str.maketrans({" ": "_", "/": "-", ":": "", "(": "", ")": ""})
os.makedirs("exports", exist_ok=True)
for title in titles:
    name = title.translate(table) + ".txt"
    with open(os.path.join("exports", name), "w") as fh:
        fh.write(title + "\n")
print(sorted(os.listdir("exports")))
