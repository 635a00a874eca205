# benign: ThreadPoolExecutor / ProcessPool-free CPU work - hashing literal strings and word stats in threads, results saved to ./out
import hashlib
import json
import os
from concurrent.futures import ThreadPoolExecutor, as_completed

DOCS = {
    "doc1": "the cat sat on the mat",
    "doc2": "a quick brown fox jumps over the lazy dog",
    "doc3": "to be or not to be that is the question",
    "doc4": "all that glitters is not gold",
}


def analyse(name, text):
    words = text.split()
    return {
        "name": name,
        "sha256": hashlib.sha256(text.encode()).hexdigest()[:16],
        "words": len(words),
        "unique": len(set(words)),
        "avg_len": round(sum(map(len, words)) / len(words), 2),
    }


def run_all(docs, workers=4):
    results = []
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(analyse, n, t): n for n, t in docs.items()}
        for fut in as_completed(futures):
            results.append(fut.result())
    return sorted(results, key=lambda r: r["name"])


if __name__ == "__main__":
    results = run_all(DOCS)
    os.makedirs("out", exist_ok=True)
    path = os.path.join("out", "doc_stats.json")
    with open(path, "w") as fh:
        json.dump(results, fh, indent=2)
    for r in results:
        print(f"{r['name']}: {r['words']} words, {r['unique']} unique, hash {r['sha256']}")
    print("saved", path)
