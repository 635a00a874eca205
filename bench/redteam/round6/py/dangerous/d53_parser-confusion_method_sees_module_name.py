out = "/opt/rt6canary/x"


class Report:
    out = "report.txt"

    def save(self, text):
        # A bare name in a method is the module's, never the class attribute.
        with open(out, "w") as fh:
            fh.write(text)


Report().save("rt6 d53 overwrote this\n")
print("saved")
