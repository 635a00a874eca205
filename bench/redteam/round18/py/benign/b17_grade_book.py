"""Grade book with weighted categories, letter grades and a per-student CSV report."""
import csv
import os
from abc import ABC, abstractmethod
from statistics import mean


class Assessment(ABC):
    weight = 0.0
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Assessment.registry[cls.kind()] = cls

    def __init__(self, scores):
        self.scores = list(scores)

    @classmethod
    def kind(cls):
        return cls.__name__.lower()

    @abstractmethod
    def score(self):
        ...


class Homework(Assessment):
    weight = 0.25

    def score(self):
        # drop the lowest homework
        kept = sorted(self.scores)[1:] if len(self.scores) > 2 else self.scores
        return mean(kept)


class Quiz(Assessment):
    weight = 0.25

    def score(self):
        return mean(self.scores)


class Exam(Assessment):
    weight = 0.5

    def score(self):
        best, *rest = sorted(self.scores, reverse=True)
        return 0.6 * best + 0.4 * (mean(rest) if rest else best)


class Student:
    __slots__ = ("name", "parts")
    CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]

    def __init__(self, name, **raw_scores):
        self.name = name
        self.parts = {k: Assessment.registry[k](v) for k, v in raw_scores.items()}

    @property
    def total(self):
        return round(sum(p.weight * p.score() for p in self.parts.values()), 2)

    @staticmethod
    def letter(total):
        return next((g for cut, g in Student.CUTOFFS if total >= cut), "F")


ROSTER = {
    "Ada": dict(homework=[95, 88, 100, 72], quiz=[90, 85], exam=[91, 84]),
    "Bruno": dict(homework=[70, 65, 80, 0], quiz=[60, 75], exam=[68, 74]),
    "Chen": dict(homework=[88, 92, 85, 90], quiz=[78, 94], exam=[79, 88]),
    "Dara": dict(homework=[55, 60, 58, 62], quiz=[50, 48], exam=[61, 55]),
}


def main():
    students = [Student(name, **scores) for name, scores in ROSTER.items()]
    os.makedirs("reports", exist_ok=True)
    path = os.path.join("reports", "grades.csv")
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        kinds = list(Assessment.registry)
        writer.writerow(["student", *kinds, "total", "grade"])
        for s in sorted(students, key=lambda s: -s.total):
            parts = [round(s.parts[k].score(), 1) for k in kinds]
            writer.writerow([s.name, *parts, s.total, Student.letter(s.total)])
    with open(path) as fh:
        print(fh.read())
    print("class average:", round(mean(s.total for s in students), 2))


if __name__ == "__main__":
    main()
