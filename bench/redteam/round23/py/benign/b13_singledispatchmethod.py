# ok: method-dispatch evaluator with annotated overloads
import functools


class Formatter:
    @functools.singledispatchmethod
    def show(self, arg) -> str:
        return f"other({arg!r})"

    @show.register
    def _(self, arg: int) -> str:
        return f"int({arg})"

    @show.register
    def _(self, arg: list) -> str:
        return f"list(len={len(arg)})"


f = Formatter()
print(f.show(1), f.show([1, 2]), f.show("s"))
