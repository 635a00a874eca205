#!/usr/bin/env bash
# One-shot `cordon run` on Podman when no engine socket answers (a fresh Debian machine
# with podman installed), median and spread over RUNS runs (50) of print(1):
#   - the user's shared podman service, started by the first run and reused after
#     (runner/engine_locator.h, SharedPodman; what `cordon run` does);
#   - a service started and stopped by each run (CORDON_PODMAN_IDLE_SECONDS=0, before);
#   - `podman run --rm` of the same program in the same image, beside them.
# Any rootful Podman socket is left alone but must not answer (cordon would use it).
# Usage: bash bench/podman_service.sh   (after the README's setup)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${RUNS:-50}
image="cordon-sandbox:$(build/bin/cordon --version | awk '{print $2}')"
command -v hyperfine > /dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine > /dev/null; }
source bench/oneshot_env.sh
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); podman $(podman --version | awk '{print $3}')"
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/r.json" \
  -n "cordon run print(1), shared podman service" \
  "$root/build/bin/cordon run --engine podman $work/p.py" \
  -n "cordon run print(1), a podman service per run" \
  "env CORDON_PODMAN_IDLE_SECONDS=0 $root/build/bin/cordon run --engine podman $work/p.py" \
  -n "podman run --rm python3 -c print(1)" \
  "podman run --rm --network none --ulimit nofile=256:256 --ulimit nproc=4096:4096 $image python3 -c print(1)" \
  > /dev/null
python3 bench/hyperfine_table.py "$work/r.json"
