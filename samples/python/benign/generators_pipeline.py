# expect-decision: allow
def read_numbers(n):
    for i in range(n):
        yield i

def squares(xs):
    return (x * x for x in xs)

print(sum(squares(read_numbers(10))))
