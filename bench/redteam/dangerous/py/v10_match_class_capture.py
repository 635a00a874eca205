match __import__("os"):
    case object(system=run):
        run("id")
