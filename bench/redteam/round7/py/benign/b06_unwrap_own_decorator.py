import functools
import inspect


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


@logged
def area(width: float, height: float = 1.0) -> float:
    """Rectangle area."""
    return width * height


raw = inspect.unwrap(area)
print(raw(3, 4), area(2, 5))
print(inspect.signature(area))
print(inspect.getdoc(raw))
