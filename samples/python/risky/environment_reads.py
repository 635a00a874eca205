import os
# expect: py.secrets.environment
key = os.environ["API_KEY"]
# expect: py.secrets.environment
token = os.getenv("TOKEN")
# ok: py.secrets.environment
cwd = os.getcwd()
