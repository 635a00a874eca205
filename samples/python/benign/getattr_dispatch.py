# expect-decision: allow
class Handler:
    def on_start(self):
        return "started"
    def on_stop(self):
        return "stopped"

h = Handler()
for event in ["start", "stop"]:
    print(getattr(h, "on_" + event)())
