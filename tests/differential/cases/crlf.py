import os
x = 1  # note
print(x)
