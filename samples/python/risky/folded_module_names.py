# expect: py.process.shell
__import__("".join(["o", "s"])).system("id")
# expect: py.process.shell
__import__(chr(111) + chr(115)).system("id")
# expect: py.process.shell
__import__("\x6f\x73").system("id")
m = "o"
m += "s"
# expect: py.process.shell
__import__(m).system("id")
