"""Thermostat model with validated properties, setters and a change history."""
import csv
from dataclasses import dataclass, field


class ValidationError(ValueError):
    pass


class Thermostat:
    MIN_C, MAX_C = 5.0, 30.0

    def __init__(self, name: str, target_c: float = 20.0):
        self._name = name
        self._target = None
        self.history = []
        self.target_c = target_c

    @property
    def name(self) -> str:
        return self._name

    @property
    def target_c(self) -> float:
        return self._target

    @target_c.setter
    def target_c(self, value: float) -> None:
        value = float(value)
        if not self.MIN_C <= value <= self.MAX_C:
            raise ValidationError(f"{value} outside [{self.MIN_C}, {self.MAX_C}]")
        self.history.append((self._target, value))
        self._target = value

    @property
    def target_f(self) -> float:
        return self._target * 9 / 5 + 32

    @target_f.setter
    def target_f(self, value: float) -> None:
        self.target_c = (float(value) - 32) * 5 / 9

    def __repr__(self):
        return f"Thermostat({self._name!r}, {self._target:.1f}C)"


@dataclass
class Building:
    name: str
    rooms: list = field(default_factory=list)

    def add(self, room: str, target: float) -> Thermostat:
        t = Thermostat(room, target)
        self.rooms.append(t)
        return t


def main():
    b = Building("HQ")
    office = b.add("office", 21)
    b.add("lab", 18.5)
    office.target_f = 72
    errors = []
    for bad in (2, 45, "x"):
        try:
            office.target_c = bad
        except (ValidationError, ValueError) as exc:
            errors.append(str(exc))
    with open("thermostats.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["room", "target_c", "target_f", "changes"])
        for t in b.rooms:
            w.writerow([t.name, round(t.target_c, 2), round(t.target_f, 2), len(t.history)])
    print(b.rooms, "errors:", errors)


if __name__ == "__main__":
    main()
