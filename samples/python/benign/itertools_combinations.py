# expect-decision: allow
import itertools

items = ["a", "b", "c", "d"]
for combo in itertools.combinations(items, 2):
    print(combo)
print(list(itertools.accumulate([1, 2, 3, 4])))
