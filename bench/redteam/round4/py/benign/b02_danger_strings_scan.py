import re

REVIEW = """
Line 12: os.system("rm -rf " + path)  <- never do this
Line 40: subprocess.Popen(cmd, shell=True)
Line 77: eval(request.args["expr"])
Line 90: pickle.loads(blob)
Line 91: __import__('os').popen('id')
"""

RISKY = {
    "shell": r"os\.system|shell=True",
    "eval": r"\beval\(|\bexec\(",
    "pickle": r"pickle\.loads?",
    "import": r"__import__\(",
}
for label, pattern in RISKY.items():
    hits = re.findall(r"Line (\d+): .*(?:%s)" % pattern, REVIEW)
    print(f"{label:7s} {hits}")
