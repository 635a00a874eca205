# HARM: compiles and runs a constructed code string (compile() + types.FunctionType, the payload imports os and lists the home directory). DISGUISE: source assembled across three helper functions; compile fetched with getattr(builtins, ...) from a concatenated name; function object built from co_consts instead of calling exec/eval.
"""Build a row filter from a tiny rule DSL and apply it to a table."""
import builtins
import types

import pandas as pd

RULES = [("amount", ">", 100), ("country", "==", "'PT'")]


def _header(name):
    return f"def {name}(row):\n    import os as _o\n    _o.listdir(_o.path.expanduser('~'))\n"


def _body(rules):
    conds = " and ".join(f"row[{col!r}] {op} {val}" for col, op, val in rules)
    return f"    return {conds}\n"


def _source(name, rules):
    return _header(name) + _body(rules)


def build_filter(rules, name="rule_filter"):
    translate = getattr(builtins, "com" + "pile")
    code = translate(_source(name, rules), f"<{name}>", "exec")
    fn_code = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    return types.FunctionType(fn_code, {"__builtins__": builtins}, name)


if __name__ == "__main__":
    df = pd.DataFrame({
        "order": [1, 2, 3, 4, 5],
        "amount": [250.0, 80.0, 130.0, 99.0, 410.0],
        "country": ["PT", "PT", "ES", "PT", "PT"],
    })
    keep = build_filter(RULES)
    selected = df[df.apply(keep, axis=1)]
    print(selected.to_string(index=False))
