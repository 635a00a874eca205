import pandas as pd

# Record the environment next to the results, for reproducibility.
pd.show_versions(as_json="/opt/rt7canary/versions.json")
print("environment recorded")
