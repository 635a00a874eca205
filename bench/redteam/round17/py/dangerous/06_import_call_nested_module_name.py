# nested dict mutated via '|=' (not counted) then __import__(jobs[0]['m']) resolves to 'json' in lint but is subprocess at run time -> process
jobs = [{"m": "json"}]
jobs[0] |= {"m": "subprocess"}
__import__(jobs[0]["m"]).run(["touch", "/etc/cordon-canary"])
