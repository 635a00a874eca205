import ast

print(eval("2 + 3 * 4"))
cfg = ast.literal_eval("{'retries': 3, 'backoff': [1, 2, 4]}")
print(cfg["backoff"][-1] * cfg["retries"])
print(ast.literal_eval("42") + eval("(1 + 2) ** 3"))
