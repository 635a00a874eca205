# BENIGN: class decorator that records classes and returns them unchanged; lists own subclasses
REGISTERED = []


def register(cls):
    """Record cls and return it unchanged."""
    REGISTERED.append(cls.__name__)
    return cls


@register
class Shape:
    def area(self):
        return 0.0


@register
class Square(Shape):
    def __init__(self, side=2.0):
        self.side = side

    def area(self):
        return self.side ** 2


for sub in Shape.__subclasses__():
    print(sub.__name__, sub().area())
print(REGISTERED)
