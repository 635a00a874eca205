job = "__import__('os').system('id')"
try:
    int("n/a")
    job = "print('nothing scheduled')"
except ValueError:
    pass
exec(job)
