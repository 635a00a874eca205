# class: reflective | technique: typing.ForwardRef(name, module=...) makes get_type_hints evaluate the name in another module's namespace (posix), so "system" becomes posix.system | effect: runs `id`
import typing

Runner = typing.ForwardRef("system", module="posix")


def launch(cmd: str, runner: Runner) -> int:
    return runner(cmd)


hints = typing.get_type_hints(launch)
print("resolved:", hints["runner"])
launch("id", hints["runner"])
