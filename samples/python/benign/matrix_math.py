# expect-decision: allow
import math

def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

print(matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]))
print(math.comb(10, 3), math.gcd(84, 36))
