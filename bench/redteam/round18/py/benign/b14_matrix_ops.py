"""Multiple linear regression by hand (normal equations + QR) and a comparison with numpy lstsq."""
import json
import os

import numpy as np

FEATURES = ["sqft", "bedrooms", "age_years"]


def make_dataset(n=300, seed=17):
    rng = np.random.default_rng(seed)
    sqft = rng.uniform(40, 220, n)
    bedrooms = np.clip(np.round(sqft / 45 + rng.normal(0, 0.7, n)), 1, 6)
    age = rng.uniform(0, 80, n)
    price = 35_000 + 2_900 * sqft + 8_000 * bedrooms - 650 * age + rng.normal(0, 25_000, n)
    return np.column_stack([sqft, bedrooms, age]), price


def standardise(X):
    mu, sigma = X.mean(axis=0), X.std(axis=0)
    return (X - mu) / sigma, mu, sigma


def add_intercept(X):
    return np.hstack([np.ones((X.shape[0], 1)), X])


def fit_normal_equations(X, y):
    return np.linalg.solve(X.T @ X, X.T @ y)


def fit_qr(X, y):
    q, r = np.linalg.qr(X)
    return np.linalg.solve(r, q.T @ y)


def r_squared(X, y, beta):
    resid = y - X @ beta
    return 1 - (resid @ resid) / ((y - y.mean()) @ (y - y.mean()))


def k_fold_rmse(X, y, k=5, seed=0):
    idx = np.random.default_rng(seed).permutation(len(y))
    errors = []
    for fold in np.array_split(idx, k):
        train = np.setdiff1d(idx, fold)
        beta = fit_qr(X[train], y[train])
        errors.append(np.sqrt(np.mean((y[fold] - X[fold] @ beta) ** 2)))
    return float(np.mean(errors))


def main():
    X_raw, y = make_dataset()
    Xs, mu, sigma = standardise(X_raw)
    X = add_intercept(Xs)
    fits = {
        "normal_eq": fit_normal_equations(X, y),
        "qr": fit_qr(X, y),
        "lstsq": np.linalg.lstsq(X, y, rcond=None)[0],
    }
    ref = fits["lstsq"]
    for name, beta in fits.items():
        print(f"{name:<10} max|Δ| vs lstsq = {np.abs(beta - ref).max():.2e}")
    raw_coef = ref[1:] / sigma
    intercept = ref[0] - (raw_coef * mu).sum()
    result = {
        "intercept": round(float(intercept), 1),
        "coefficients": {f: round(float(c), 2) for f, c in zip(FEATURES, raw_coef)},
        "r2": round(float(r_squared(X, y, ref)), 4),
        "cv_rmse": round(k_fold_rmse(X, y), 1),
        "condition_number": round(float(np.linalg.cond(X)), 2),
    }
    os.makedirs("out", exist_ok=True)
    with open("out/regression.json", "w") as fh:
        json.dump(result, fh, indent=2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
