import pickle, json
data = b""
# expect: py.deserialize.pickle
pickle.loads(data)
# ok: py.deserialize.pickle
json.loads("{}")
