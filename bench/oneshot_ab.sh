#!/usr/bin/env bash
# Two builds of `cordon run` side by side with the engine's own `run --rm` of the same
# print(1) in the same image, on Podman then Docker (hyperfine; ROUNDS rounds of RUNS runs
# of each command, the order of the builds swapped each round), for checking a change to
# the one-shot path (issue: latency, item 4). Each build is an installed tree (bin/cordon
# with share/cordon beside it) or a CMake build folder's bin/cordon.
# On Podman no engine socket may answer, so cordon uses the user's shared service, as on
# a fresh machine. Docker: $CORDON_DOCKER_SOCKET (CI's: /run/cordon-ci/docker.sock).
# Usage: bash bench/oneshot_ab.sh BASE_CORDON NEW_CORDON   (RUNS=40 ROUNDS=2)
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(realpath "$1")
new=$(realpath "$2")
runs=${RUNS:-40}
rounds=${ROUNDS:-2}
image="cordon-sandbox:$("$new" --version | awk '{print $2}')"
docker_socket=${CORDON_DOCKER_SOCKET:-/run/cordon-ci/docker.sock}
source bench/oneshot_env.sh
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "load $(cut -d' ' -f1-3 /proc/loadavg), up $(uptime -p | sed 's/^up //')"
for engine in podman docker; do
  if [ "$engine" = docker ]; then export DOCKER_HOST="unix://$docker_socket"; fi
  for round in $(seq 1 "$rounds"); do
    first=$base second=$new
    if (( round % 2 == 0 )); then first=$new second=$base; fi
    name() { [ "$1" = "$base" ] && echo "base" || echo "new"; }
    hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/$engine-$round.json" \
      -n "cordon run ($(name "$first")), $engine" "$first run --engine $engine $work/p.py" \
      -n "cordon run ($(name "$second")), $engine" "$second run --engine $engine $work/p.py" \
      -n "$engine run --rm" \
      "$engine run --rm --network none --ulimit nofile=256:256 --ulimit nproc=4096:4096 $image python3 -c print(1)" \
      > /dev/null
    echo "== $engine, round $round"
    python3 bench/hyperfine_table.py "$work/$engine-$round.json"
  done
done
