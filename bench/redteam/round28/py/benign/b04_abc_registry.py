import abc
class Codec(abc.ABC):
    @abc.abstractmethod
    def encode(self, data): ...
class Upper(Codec):
    def encode(self, data): return data.upper()
class Lower(Codec):
    def encode(self, data): return data.lower()
codecs = {c.__name__: c for c in Codec.__subclasses__()}
print(codecs['Upper']().encode('x'))
