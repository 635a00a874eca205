# ok: the inspect classmethod evaluator with its string flag, for a CLI that maps parameters to converters
import inspect


def run(count: "int" = 1, ratio: "float" = 0.5, name: "str" = "job") -> None:
    print(count, ratio, name)


sig = inspect.Signature.from_callable(run, eval_str=True)
args = {"count": "3", "ratio": "0.25"}
kwargs = {k: sig.parameters[k].annotation(v) for k, v in args.items()}
run(**kwargs)
