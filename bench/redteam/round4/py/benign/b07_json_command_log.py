import json

log = [
    {"command": "os.system('id')", "shell": True, "exec": "blocked", "exit": None},
    {"command": "ls -la /etc", "shell": False, "exec": "allowed", "exit": 0},
    {"command": "__import__('subprocess').run(['id'])", "shell": False, "exec": "blocked", "exit": None},
]
with open("command_log.json", "w") as fh:
    json.dump(log, fh, indent=2)
with open("command_log.json") as fh:
    back = json.load(fh)
blocked = [e["command"] for e in back if e["exec"] == "blocked"]
print("blocked commands:", blocked)
