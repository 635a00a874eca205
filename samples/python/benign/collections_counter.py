# expect-decision: allow
from collections import Counter, defaultdict

words = "the quick brown fox jumps over the lazy dog the end".split()
print(Counter(words).most_common(3))
index = defaultdict(list)
for i, w in enumerate(words):
    index[w].append(i)
print(dict(index))
