# ok: the inspect evaluator without its string flag for help text; hex-decoded data written to a local file
import inspect


def resize(width: int, height: int = 100) -> None:
    """Resize the canvas (in pixels)."""


print(f"resize{inspect.signature(resize)}")
blob = bytes.fromhex("68656c6c6f2c20776f726c64").decode()
with open("greeting.txt", "w") as fh:
    fh.write(blob + "\n")
