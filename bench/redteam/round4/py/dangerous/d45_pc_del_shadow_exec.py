# class: parser-confusion | technique: `exec` shadowed by a harmless local def, then `del exec` restores the builtin before the real call | effect: runs `id`
import base64


def exec(snippet):
    print("dry run:", snippet)


exec("print('hello')")
del exec
exec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk=").decode())
