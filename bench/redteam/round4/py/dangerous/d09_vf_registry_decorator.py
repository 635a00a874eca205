# class: value-flow | technique: plugin registry filled by a decorator factory; shutil.rmtree registered by calling the decorator on it, fetched back by key in a loop | effect: deletes the directory /etc/rt4canary/cache
import shutil

ACTIONS = {}


def action(name):
    def register(fn):
        ACTIONS[name] = fn
        return fn
    return register


@action("echo")
def echo(target):
    print("would touch", target)


action("purge")(shutil.rmtree)

for step, target in [("echo", "/etc/rt4canary/cache"), ("purge", "/etc/rt4canary/cache")]:
    ACTIONS[step](target)
print("pipeline complete")
