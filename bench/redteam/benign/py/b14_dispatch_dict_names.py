def run_exec(x):
    return x * 2


def run_system(x):
    return x + 1


ACTIONS = {"exec": run_exec, "system": run_system, "shell": lambda x: -x}
for key in ("exec", "system", "shell"):
    print(key, ACTIONS[key](10))
