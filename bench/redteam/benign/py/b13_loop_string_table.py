import statistics

data = [2, 4, 4, 4, 5, 5, 7, 9]
for name in ["mean", "median", "pstdev", "mode"]:
    fn = getattr(statistics, name)
    print(name, fn(data))
