# benign: runs a fixed tuple of validation methods on its own class via getattr over a literal tuple
import re
from dataclasses import dataclass


@dataclass
class Signup:
    username: str
    email: str
    age: int


class SignupValidator:
    CHECKS = ("check_username", "check_email", "check_age")

    def __init__(self, record):
        self.record = record

    def check_username(self):
        ok = re.fullmatch(r"[a-z][a-z0-9_]{2,15}", self.record.username) is not None
        return ok, "username must be 3-16 lowercase chars"

    def check_email(self):
        ok = re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", self.record.email) is not None
        return ok, "email looks invalid"

    def check_age(self):
        return 13 <= self.record.age <= 120, "age out of range"

    def validate(self):
        errors = []
        for name in self.CHECKS:
            ok, msg = getattr(self, name)()
            if not ok:
                errors.append(f"{name}: {msg}")
        return errors


SAMPLES = [
    Signup("alice_1", "alice@example.org", 30),
    Signup("B", "not-an-email", 7),
    Signup("carol", "carol@mail.example.com", 44),
]

if __name__ == "__main__":
    for s in SAMPLES:
        errs = SignupValidator(s).validate()
        status = "OK" if not errs else "; ".join(errs)
        print(f"{s.username:<10} {status}")
