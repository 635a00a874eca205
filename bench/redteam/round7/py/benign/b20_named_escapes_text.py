temps = {"mon": 21.5, "tue": 19.0}
for day, t in temps.items():
    print(f"{day}: {t}\N{DEGREE SIGN}C \N{EM DASH} ok")
print("\N{GREEK SMALL LETTER ALPHA} = 0.05", "\U0001F600", "\u00e9t\u00e9")
with open("temps.txt", "w", encoding="utf-8") as fh:
    fh.write("\N{BLACK STAR} report\n")
