#!/usr/bin/env bash
# The launcher's channel (runner/launcher_channel.h) against the attach stream, side by
# side: the warm calls of mcp_round_trip.mjs (run_python_code print(1) back to back and
# settled 1 s apart, run_javascript_code console.log(1) settled; then one-shot `cordon
# run` of print(1)) on Podman and Docker,
# with jobs through the channel and with CORDON_LAUNCHER_CHANNEL=off, the two modes
# alternating within each engine, ROUNDS rounds of RUNS calls of each kind. Prints every
# run's figures, then per engine and mode the median of the runs' medians and p95s; then,
# from mcp_phases.mjs, the settled calls' phases inside the server beside their round
# trip, and a settled ping and analyze_code (the protocol's floor), one line each.
# Usage: bash bench/launcher_channel_ab.sh   (after the README's setup; ROUNDS=2, RUNS=30)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=${ROUNDS:-2}
runs=${RUNS:-30}
docker_socket=${CORDON_DOCKER_SOCKET:-/run/cordon-ci/docker.sock}
npm ci --ignore-scripts --no-audit --no-fund --prefix bench > /dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "load $(cut -d' ' -f1-3 /proc/loadavg); $(build/bin/cordon --version)"
python3 bench/wake_calibration.py
for engine in podman docker; do
  unset DOCKER_HOST
  if [ "$engine" = docker ]; then export DOCKER_HOST="unix://$docker_socket"; fi
  for round in $(seq "$rounds"); do
    for mode in channel attach; do
      out="$work/$engine-$mode-$round.json"
      if [ "$mode" = attach ]; then
        CORDON_LAUNCHER_CHANNEL=off RUNS=$runs node bench/mcp_round_trip.mjs "$root/build/bin/cordon" "$engine" > "$out"
      else
        RUNS=$runs node bench/mcp_round_trip.mjs "$root/build/bin/cordon" "$engine" > "$out"
      fi
      echo "== $engine $mode round $round"
      cat "$out"
    done
  done
done
# Where the settled call's time goes, each mode: the server's phases beside the round
# trip, and the protocol's own floor (a settled ping and analyze_code).
for engine in podman docker; do
  unset DOCKER_HOST
  if [ "$engine" = docker ]; then export DOCKER_HOST="unix://$docker_socket"; fi
  for kind in py js; do
    for mode in channel attach; do
      if [ "$mode" = attach ]; then
        CORDON_LAUNCHER_CHANNEL=off RUNS=$runs node bench/mcp_phases.mjs "$root/build/bin/cordon" "$engine" "$kind"
      else
        RUNS=$runs node bench/mcp_phases.mjs "$root/build/bin/cordon" "$engine" "$kind"
      fi
    done
  done
  for kind in ping analyze; do RUNS=$runs node bench/mcp_phases.mjs "$root/build/bin/cordon" "$engine" "$kind"; done
done | tee "$work/phases.jsonl"
python3 - "$work" <<'PY'
import glob, json, os, statistics, sys
work = sys.argv[1]
kinds = [("run_back_to_back", "print(1) back to back"),
         ("run_settled", "print(1) settled"),
         ("run_javascript_settled", "console.log(1) settled"),
         ("cordon_run_cli", "one-shot cordon run print(1)")]
print("\n| engine | call | channel median / p95 ms | attach median / p95 ms |")
print("|---|---|---|---|")
for engine in ("podman", "docker"):
    runs = {mode: [json.load(open(f)) for f in sorted(glob.glob(f"{work}/{engine}-{mode}-*.json"))]
            for mode in ("channel", "attach")}
    for key, label in kinds:
        cells = []
        for mode in ("channel", "attach"):
            rows = [r[key] for r in runs[mode] if key in r]
            med = statistics.median(float(r["median"]) for r in rows)
            p95 = statistics.median(float(r["p95"]) for r in rows)
            cells.append(f"{med:.1f} / {p95:.1f}")
        print(f"| {engine} | {label} | {cells[0]} | {cells[1]} |")
PY
