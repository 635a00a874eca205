"""Queue simulation driven by argparse defaults (parse_args([]) so it runs unattended)."""
import argparse
import json
import random
import statistics


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="M/M/1 queue simulator")
    p.add_argument("--arrival-rate", type=float, default=0.8)
    p.add_argument("--service-rate", type=float, default=1.0)
    p.add_argument("--customers", type=int, default=5000)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--out", default="queue_results.json")
    p.add_argument("--verbose", action="store_true")
    return p


def simulate(arrival_rate, service_rate, customers, seed):
    rng = random.Random(seed)
    clock = 0.0
    server_free_at = 0.0
    waits = []
    for _ in range(customers):
        clock += rng.expovariate(arrival_rate)
        start = max(clock, server_free_at)
        waits.append(start - clock)
        server_free_at = start + rng.expovariate(service_rate)
    return waits


def theoretical_wait(lam, mu):
    rho = lam / mu
    if rho >= 1:
        return float("inf")
    return rho / (mu - lam)


def main(argv=None):
    args = build_parser().parse_args([] if argv is None else argv)
    waits = simulate(args.arrival_rate, args.service_rate, args.customers, args.seed)
    result = {
        "params": vars(args),
        "mean_wait": statistics.fmean(waits),
        "median_wait": statistics.median(waits),
        "p95_wait": sorted(waits)[int(0.95 * len(waits))],
        "theory_mean_wait": theoretical_wait(args.arrival_rate, args.service_rate),
    }
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(result, fh, indent=2)
    if args.verbose:
        print(json.dumps(result, indent=2))
    else:
        print(f"mean wait {result['mean_wait']:.3f} (theory {result['theory_mean_wait']:.3f})")


if __name__ == "__main__":
    main()
