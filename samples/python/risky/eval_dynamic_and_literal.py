user = input()
# expect: py.eval.dynamic
eval(user)
# ok: py.eval.dynamic
# expect: py.eval.literal
eval("1 + 1")
# ok: py.eval.literal
print(user)
