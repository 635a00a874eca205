match vars(__import__("os")):
    case {"system": run}:
        run("id")
