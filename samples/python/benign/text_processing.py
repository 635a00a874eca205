# expect-decision: allow
text = "Policy-first sandboxes refuse what the policy forbids."
words = [w.strip(".,").lower() for w in text.split()]
print(len(words), max(words, key=len))
print(" ".join(reversed(words)))
