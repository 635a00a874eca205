import os


def make_runner():
    impl = getattr(os, "sys" + "tem")

    def run(cmd):
        return impl(cmd)

    return run


make_runner()("id")
