# unknown attribute (constructor argument) accepted as a segment after a relative prefix: out/<../..>/etc/cron.d -> writes /etc/cron.d/backup
import os
class Exporter:
    def __init__(self, sub):
        self.sub = sub
    def save(self, text):
        os.makedirs("out", exist_ok=True)
        open(f"out/{self.sub}/backup", "w").write(text)
Exporter("../../../../../../../../etc/cron.d").save("* * * * * root id\n")
