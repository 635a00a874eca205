# expect-decision: allow
def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    return quicksort([x for x in rest if x < pivot]) + [pivot] + quicksort([x for x in rest if x >= pivot])

print(quicksort([5, 3, 8, 1, 9, 2]))
