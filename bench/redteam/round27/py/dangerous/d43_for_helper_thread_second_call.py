# HARM: write /etc/cron.d/x (outside cwd) | TRICK: helper is "called once" with a safe value in the for header, and invoked again invisibly as a Thread target with an outside path
import threading


def helper(p):
    open(p, "a").write("* * * * * root id\n")
    return [p]


for x in helper("out/a.txt"):
    pass
threading.Thread(target=helper, args=("/etc/cron.d/x",)).start()
