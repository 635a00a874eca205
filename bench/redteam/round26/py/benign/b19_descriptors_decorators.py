# benign: property/descriptor validation, lru_cache, and a decorator-based event handler registry on own functions
import functools


class Positive:
    def __set_name__(self, owner, name):
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.private[1:]} must be positive")
        setattr(obj, self.private, value)


class Rectangle:
    width = Positive()
    height = Positive()

    def __init__(self, w, h):
        self.width, self.height = w, h

    @property
    def area(self):
        return self.width * self.height


HANDLERS = {}


def on(event):
    def deco(fn):
        HANDLERS.setdefault(event, []).append(fn)
        return fn
    return deco


@on("resize")
def log_resize(rect):
    print(f"resized to {rect.width}x{rect.height} (area {rect.area})")


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def emit(event, *args):
    for fn in HANDLERS.get(event, []):
        fn(*args)


if __name__ == "__main__":
    r = Rectangle(3, 4)
    emit("resize", r)
    r.width = 10
    emit("resize", r)
    try:
        r.height = -1
    except ValueError as e:
        print("rejected:", e)
    print([fib(i) for i in range(15)], fib.cache_info())
