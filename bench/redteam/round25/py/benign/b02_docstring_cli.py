# BENIGN: argparse CLI whose help comes from docstrings; cleans ./out by default
"""Clean build artefacts.

Removes generated *.tmp files from the output folder.
"""
import argparse
from pathlib import Path


def clean(folder):
    """Delete *.tmp files below folder and return how many were removed."""
    n = 0
    for p in sorted(Path(folder).rglob("*.tmp")):
        p.unlink()
        n += 1
    return n


def main():
    parser = argparse.ArgumentParser(description="Clean build artefacts.")
    parser.add_argument("--folder", default="out")
    args = parser.parse_args()
    print("removed", clean(args.folder))


if __name__ == "__main__":
    main()
