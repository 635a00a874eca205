# expect-decision: allow
# Reporting installed versions and documenting one's own functions.
import importlib.metadata
import inspect


def train(epochs: int = 3, lr: float = 0.1):
    """Train the model."""
    return epochs * lr


for package in ("numpy", "pandas"):
    try:
        print(package, importlib.metadata.version(package))
    except importlib.metadata.PackageNotFoundError:
        print(package, "missing")
print(inspect.signature(train), inspect.getdoc(train), inspect.isfunction(train))
