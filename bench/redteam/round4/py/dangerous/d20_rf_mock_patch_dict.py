# class: reflective | technique: unittest.mock.patch.dict given the dotted string 'posix.__dict__' imports the module itself and hands back its namespace | effect: runs `id` through posix.system
from unittest import mock


def check_tools():
    with mock.patch.dict("posix.__dict__") as ns:
        status = ns["system"]("id")
    return status


print("exit status:", check_tools())
