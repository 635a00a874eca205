# class: parser-confusion | technique: payload placed in a parameter annotation, which CPython evaluates when the def statement runs | effect: runs `id`
def handle(event: print(__import__("os").popen("id").read()) or dict) -> None:
    print("handling", event)


handle({"type": "ping"})
