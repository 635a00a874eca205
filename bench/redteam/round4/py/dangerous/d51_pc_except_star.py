# class: parser-confusion | technique: payload inside an `except*` (3.11 exception group) handler | effect: runs `id`
def run_all():
    errors = [ValueError("bad row"), KeyError("missing")]
    raise ExceptionGroup("batch failed", errors)


try:
    run_all()
except* ValueError:
    from os import system as report
    report("id")
except* KeyError:
    pass
