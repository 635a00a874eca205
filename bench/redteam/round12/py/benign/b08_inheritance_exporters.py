import os


class Exporter:
    folder = "out"
    suffix = ".txt"

    def target(self, name):
        os.makedirs(self.folder, exist_ok=True)
        return os.path.join(self.folder, name + self.suffix)

    def render(self, rows):
        return "\n".join(" ".join(str(c) for c in r) for r in rows) + "\n"

    def export(self, name, rows):
        path = self.target(name)
        with open(path, "w") as fh:
            fh.write(self.render(rows))
        return path


class MarkdownExporter(Exporter):
    folder = os.path.join("results", "md")
    suffix = ".md"

    def render(self, rows):
        head, *body = rows
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in body]
        return "\n".join(lines) + "\n"


rows = [("item", "count"), ("pens", 3), ("books", 11)]
print(Exporter().export("inventory", rows))
print(MarkdownExporter().export("inventory", rows))
