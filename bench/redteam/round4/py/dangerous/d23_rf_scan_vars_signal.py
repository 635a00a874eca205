# class: reflective | technique: the os module found by scanning vars() of a listed module for a module object named 'os'; its fork() starts a child and kill() signals it | effect: forks a child process and sends it SIGTERM
import glob
import time


def scan(mod, wanted):
    for value in list(vars(mod).values()):
        if type(value) is type(mod) and value.__name__ == wanted:
            return value


osm = scan(glob, "os")
pid = osm.fork()
if pid == 0:
    time.sleep(5)
    osm._exit(0)
osm.kill(pid, 15)
_, status = osm.waitpid(pid, 0)
print("child", pid, "ended by signal", status & 0x7F)
