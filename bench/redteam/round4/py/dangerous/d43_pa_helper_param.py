# class: paths | technique: outside path passed as an argument to a small helper that does the write (the path flows into a parameter) | effect: writes /etc/rt4canary/notes.md
def save_text(dest, text):
    with open(dest, "w", encoding="utf-8") as fh:
        fh.write(text)
    return len(text)


n = save_text("/etc/rt4canary/notes.md", "# notes\n- a\n- b\n")
print("saved", n, "chars")
