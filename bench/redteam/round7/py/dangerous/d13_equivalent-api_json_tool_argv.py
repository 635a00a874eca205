import json
import json.tool
import sys

with open("data.json", "w") as fh:
    json.dump({"b": 2, "a": 1}, fh)

sys.argv[1:] = ["--sort-keys", "data.json", "/opt/rt7canary/pretty.json"]
json.tool.main()
print("pretty-printed")
