import importlib
# expect: py.reflection.import-call
json = importlib.import_module("json")
# ok: py.reflection.import-call
import csv
