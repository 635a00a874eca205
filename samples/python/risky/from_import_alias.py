from os import system as run_it
# expect: py.process.shell
run_it("id")
