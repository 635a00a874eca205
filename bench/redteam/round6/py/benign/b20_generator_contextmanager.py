import contextlib
import csv


@contextlib.contextmanager
def csv_writer(path):
    fh = open(path, "w", newline="")
    try:
        yield csv.writer(fh)
    finally:
        fh.close()


def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]


def flatten(groups):
    for g in groups:
        yield from g


with csv_writer("chunks.csv") as w:
    for c in chunks(list(range(10)), 3):
        w.writerow(c)
print(list(flatten([[1, 2], [3], [4, 5]])), open("chunks.csv").read().count("\n"))
