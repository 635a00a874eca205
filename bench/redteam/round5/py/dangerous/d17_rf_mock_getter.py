# class: reflective | technique: unittest.mock.patch("pkg.attr").getter() imports and returns the target module itself, here subprocess | effect: runs `id`
from unittest import mock


def fake_run(*args, **kwargs):
    return None


patcher = mock.patch("subprocess.run", fake_run)
target_module = patcher.getter()  # the module patch() would modify
out = target_module.check_output(["id"], text=True)
print(out.strip())
