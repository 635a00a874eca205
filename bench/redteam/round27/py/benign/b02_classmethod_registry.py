# BENIGN: abstract handler base with @classmethod cls.__subclasses__() discovery
import abc


class Handler(abc.ABC):
    suffix = ""

    @abc.abstractmethod
    def handle(self, text):
        ...

    @classmethod
    def all_handlers(cls):
        found = []
        for sub in cls.__subclasses__():
            found.append(sub)
            found.extend(sub.all_handlers())
        return found

    @classmethod
    def for_suffix(cls, suffix):
        for h in cls.all_handlers():
            if h.suffix == suffix:
                return h()
        return None


class CsvHandler(Handler):
    suffix = ".csv"

    def handle(self, text):
        return [line.split(",") for line in text.splitlines()]


class TxtHandler(Handler):
    suffix = ".txt"

    def handle(self, text):
        return text.splitlines()


print(Handler.for_suffix(".csv").handle("a,b\nc,d"))
