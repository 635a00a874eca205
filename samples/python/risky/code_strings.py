# Code handed over as a constant string is analysed as code: what it would do is
# reported at the call that runs it, with the line of the string it is on.
import timeit

# expect: py.process.shell
exec("import os\nos.system('id')")
# expect: py.process.shell
eval("__import__('os').popen('id').read()")
# expect: py.process.spawn
timeit.timeit("subprocess.run(['id'])", setup="import subprocess", number=1)
# expect: py.process.shell
exec("exec(\"import os; os.system('id')\")")
# eval of a name is that name.
# expect: py.process.shell
eval("__import__")("os").system("id")

# A harmless code string is only the warning that it is a string of code.
# ok: py.process.shell
exec("total = sum(range(10))")
# ok: py.process.shell
print(eval("1 + 2"), timeit.timeit("sorted([3, 1, 2])", number=10))
