import os

level = os.environ.get("LOG_LEVEL", "INFO")
workers = int(os.getenv("N_WORKERS", "2"))
print(level, workers, os.cpu_count() is not None)
