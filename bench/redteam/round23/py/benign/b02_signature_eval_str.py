# ok: the inspect evaluator with its string flag on ordinary string annotations
import inspect
from collections.abc import Sequence


def mean(xs: "Sequence[float]", weights: "list[float] | None" = None) -> "float":
    """Weighted mean (returns 0.0 for an empty input)."""
    if not xs:
        return 0.0
    return sum(xs) / len(xs)


sig = inspect.signature(mean, eval_str=True)
for name, p in sig.parameters.items():
    print(name, p.annotation)
print(sig.return_annotation)
