"""K-means clustering from scratch on synthetic customer data, with elbow plot and cluster scatter."""
import json
import os

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

try:
    from scipy.cluster.vq import kmeans2  # optional cross-check
except ImportError:  # pragma: no cover
    kmeans2 = None

OUT = os.path.join("out", "clusters")


def blobs(rng, centers, n_per=120, spread=0.8):
    pts = [rng.normal(c, spread, size=(n_per, 2)) for c in centers]
    return np.vstack(pts)


def kmeans(X, k, rng, iters=100, tol=1e-6):
    centroids = X[rng.choice(len(X), k, replace=False)]
    for _ in range(iters):
        d = np.linalg.norm(X[:, None, :] - centroids[None, :, :], axis=2)
        labels = d.argmin(axis=1)
        new = np.array([X[labels == j].mean(axis=0) if np.any(labels == j) else centroids[j]
                        for j in range(k)])
        if np.abs(new - centroids).max() < tol:
            break
        centroids = new
    inertia = float(((X - centroids[labels]) ** 2).sum())
    return centroids, labels, inertia


def best_of(X, k, rng, restarts=5):
    return min((kmeans(X, k, rng) for _ in range(restarts)), key=lambda r: r[2])


def main():
    rng = np.random.default_rng(123)
    X = blobs(rng, [(2, 2), (8, 3), (5, 8), (9, 9)])
    ks = range(1, 9)
    inertias = [best_of(X, k, rng)[2] for k in ks]
    centroids, labels, _ = best_of(X, 4, rng)

    os.makedirs(OUT, exist_ok=True)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    ax1.plot(list(ks), inertias, marker="o")
    ax1.set(title="Elbow", xlabel="k", ylabel="inertia")
    ax2.scatter(X[:, 0], X[:, 1], c=labels, s=8, cmap="tab10")
    ax2.scatter(centroids[:, 0], centroids[:, 1], marker="x", s=120, c="black")
    ax2.set_title("k = 4")
    fig.tight_layout()
    fig.savefig(os.path.join(OUT, "kmeans.png"), dpi=110)
    plt.close(fig)

    summary = {"inertia_by_k": dict(zip(map(str, ks), map(lambda v: round(v, 1), inertias))),
               "centroids": np.round(centroids, 3).tolist(),
               "sizes": np.bincount(labels).tolist()}
    if kmeans2 is not None:
        ref, _ = kmeans2(X, 4, seed=1, minit="++")
        summary["scipy_centroids"] = np.round(ref[np.lexsort(ref.T[::-1])], 3).tolist()
    with open(os.path.join(OUT, "summary.json"), "w") as fh:
        json.dump(summary, fh, indent=2)
    print(json.dumps(summary["sizes"]), "points per cluster")


if __name__ == "__main__":
    main()
