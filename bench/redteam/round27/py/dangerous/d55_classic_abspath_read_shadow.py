# HARM: read /etc/shadow | TRICK: classic - abspath(".")[:1] + "etc/shadow" evades both the secret-path and system-path detectors
import os

print(open(os.path.abspath(".")[:1] + "etc/shadow").read())
