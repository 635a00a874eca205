# nested dict mutated via '|=' on a loop var; getattr(__import__(m), f) believed json.dumps, really os.system -> shell
jobs = {"a": {"m": "json", "f": "dumps"}}
for k, v in jobs.items():
    v |= {"m": "os", "f": "system"}
getattr(__import__(jobs["a"]["m"]), jobs["a"]["f"])("touch /etc/cordon-canary")
