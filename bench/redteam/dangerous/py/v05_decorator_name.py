import os


def native(fn):
    return getattr(os, fn.__name__)


@native
def system(cmd):
    """Stub replaced by the real implementation."""


system("id")
