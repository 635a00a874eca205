import os


def output_path():
    try:
        return "report.txt"
    finally:
        return "/opt/rt6canary/x"


os.remove(output_path())
print("cleaned", output_path())
