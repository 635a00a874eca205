def later():
    # expect: py.process.shell
    shell("id")

from os import system as shell
