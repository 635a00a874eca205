src = open("task.py").read()
# expect: py.eval.dynamic
exec(compile(src, "task.py", "exec"))
