import inspect


def transform(frame: "__import__('subprocess').run(['id'])"):
    return frame


inspect.signature(transform, eval_str=True)
