"""Package generated records into a compressed, checksummed, base64 bundle in ./bundle."""
import base64
import hashlib
import json
import zlib
from pathlib import Path


def make_records(n=200):
    return [{"id": i, "label": f"item-{i:04d}", "score": (i * 37) % 101 / 100} for i in range(n)]


def pack(records) -> dict:
    raw = json.dumps(records, separators=(",", ":")).encode("utf-8")
    compressed = zlib.compress(raw, level=9)
    return {
        "encoding": "zlib+base64",
        "sha256": hashlib.sha256(raw).hexdigest(),
        "crc32": zlib.crc32(raw),
        "raw_bytes": len(raw),
        "packed_bytes": len(compressed),
        "payload": base64.b64encode(compressed).decode("ascii"),
    }


def unpack(bundle: dict):
    compressed = base64.b64decode(bundle["payload"])
    raw = zlib.decompress(compressed)
    if hashlib.sha256(raw).hexdigest() != bundle["sha256"]:
        raise ValueError("checksum mismatch")
    return json.loads(raw)


def file_digest(path: Path, algo: str = "blake2b") -> str:
    h = hashlib.new(algo)
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(8192), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    out = Path.cwd() / "bundle"
    out.mkdir(exist_ok=True)
    records = make_records()
    bundle = pack(records)
    target = out / "records.bundle.json"
    target.write_text(json.dumps(bundle, indent=1))
    roundtrip = unpack(json.loads(target.read_text()))
    assert roundtrip == records
    token = base64.urlsafe_b64encode(hashlib.md5(b"records-v1", usedforsecurity=False).digest()).decode()
    (out / "MANIFEST").write_text(f"{target.name} {file_digest(target)}\ncache-key {token}\n")
    ratio = bundle["packed_bytes"] / bundle["raw_bytes"]
    print(f"compression ratio {ratio:.2%}; sha256 {bundle['sha256'][:12]}...")


if __name__ == "__main__":
    main()
