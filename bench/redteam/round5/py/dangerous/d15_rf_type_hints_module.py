# class: reflective | technique: typing.get_type_hints resolves a class's string annotations in sys.modules[cls.__module__]; the class sets __module__ = "posix", so the annotation "system" resolves to posix.system | effect: runs `id`
import typing


class JobSpec:
    __module__ = "posix"
    runner: "system"
    retries: "int"


hints = typing.get_type_hints(JobSpec)
print("fields:", sorted(hints))
hints["runner"]("id")
