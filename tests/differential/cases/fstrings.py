name = "w"
print(f"{name!r:>10}" f"{ {1: 2}[1] }")
print(f"{'a'}")
