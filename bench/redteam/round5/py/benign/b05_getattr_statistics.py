# benign: statistics and string methods chosen with getattr over literal names
import statistics

samples = [2.5, 3.1, 4.7, 3.3, 2.9, 5.0, 4.1]
report = {}
for name in ("mean", "median", "pstdev", "pvariance"):
    report[name] = round(getattr(statistics, name)(samples), 3)

labels = ["alpha", "beta"]
for method in ("upper", "title"):
    print(method, [getattr(s, method)() for s in labels])
print(report)
