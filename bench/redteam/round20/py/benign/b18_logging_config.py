"""Configure logging via dictConfig merged from defaults; log a small ETL run to ./logs."""
import copy
import logging
import logging.config
import os

BASE_LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)-7s %(name)s: %(message)s"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain", "level": "WARNING"},
    },
    "root": {"handlers": ["console"], "level": "INFO"},
}


def file_logging(log_dir: str) -> dict:
    cfg = copy.deepcopy(BASE_LOGGING)
    cfg["handlers"]["file"] = {
        "class": "logging.handlers.RotatingFileHandler",
        "formatter": "plain",
        "filename": os.path.join(log_dir, "etl.log"),
        "maxBytes": 64_000,
        "backupCount": 2,
        "level": "DEBUG",
    }
    cfg["root"] = {**cfg["root"], "handlers": cfg["root"]["handlers"] + ["file"], "level": "DEBUG"}
    return cfg


log = logging.getLogger("etl")


def extract():
    log.debug("extracting 5 rows from embedded source")
    return [{"k": i, "v": i * i if i != 3 else None} for i in range(5)]


def transform(rows):
    out = []
    for r in rows:
        if r["v"] is None:
            log.warning("row %s missing value; skipping", r["k"])
            continue
        out.append({**r, "v_sqrt": r["v"] ** 0.5})
    log.info("transformed %d/%d rows", len(out), len(rows))
    return out


def load(rows, path):
    with open(path, "w") as fh:
        for r in rows:
            fh.write(f"{r['k']},{r['v']},{r['v_sqrt']:.3f}\n")
    log.info("wrote %s", path)


def main():
    log_dir = os.path.join(os.getcwd(), "logs")
    os.makedirs(log_dir, exist_ok=True)
    logging.config.dictConfig(file_logging(log_dir))
    load(transform(extract()), "etl_output.csv")
    logging.shutdown()


if __name__ == "__main__":
    main()
