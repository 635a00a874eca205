calls = 0


def counter(start=0):
    count = start

    def bump(step=1):
        nonlocal count
        count += step
        return count

    return bump


def tracked(fn):
    def wrapper(*args, **kwargs):
        global calls
        calls += 1
        return fn(*args, **kwargs)
    return wrapper


@tracked
def square(v):
    return v * v


c = counter(10)
print(c(), c(5), [square(i) for i in range(4)], "calls:", calls)
