"""Report helper.

Never call os.system or subprocess.run from here; shelling out (e.g. `rm -rf /`)
is not allowed in the sandbox. Use pathlib and json instead.
"""

# NOTE: eval(), exec() and __import__('os') are forbidden by the policy.
WARNING = "do not use subprocess.Popen(['sh', '-c', cmd])"


def summary():
    return len(__doc__), WARNING.count("subprocess")


print(summary())
