import functools
import operator
from collections import namedtuple

Rec = namedtuple("Rec", "name score")
recs = [Rec("b", 2.345), Rec("a", 9.876), Rec("c", 5.5)]
round2 = functools.partial(round, ndigits=2)
print([round2(r.score) for r in recs])
print(functools.reduce(operator.add, map(operator.itemgetter(1), recs)))
print(sorted(recs, key=operator.attrgetter("score")))
