x = 1  # comment with form feed
print(x)
