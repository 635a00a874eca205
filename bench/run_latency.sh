#!/usr/bin/env bash
# End-to-end latency of running print(1) / console.log(1), median and spread over 50 runs:
#   cordon run (fresh container per call) on Podman and on Docker;
#   bare `podman run --rm` and `docker run --rm` of the same image;
#   the per-call lifecycle code-sandbox-mcp and llm-sandbox use: create, start, copy
#   the code in, exec it, stop, remove (as CLI calls, on the same engine).
# Podman is served on its standard rootful socket for the run, so cordon does not start
# a service per call. Usage: bash bench/run_latency.sh   (after the README's setup)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${RUNS:-50}
image="cordon-sandbox:$(build/bin/cordon --version | awk '{print $2}')"
docker_socket=${CORDON_DOCKER_SOCKET:-/run/cordon-ci/docker.sock}
export DOCKER_HOST="unix://$docker_socket"
command -v hyperfine > /dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine > /dev/null; }

work=$(mktemp -d)
started_podman=""
cleanup() {
  [ -n "$started_podman" ] && kill "$started_podman" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if ! curl -sf --unix-socket /run/podman/podman.sock http://localhost/_ping > /dev/null 2>&1; then
  mkdir -p /run/podman
  podman system service --time=0 unix:///run/podman/podman.sock > /dev/null 2>&1 &
  started_podman=$!
  for _ in $(seq 1 50); do curl -sf --unix-socket /run/podman/podman.sock http://localhost/_ping > /dev/null 2>&1 && break; sleep 0.1; done
fi

echo 'print(1)' > "$work/p.py"
echo 'console.log(1)' > "$work/j.js"
cat > "$work/lifecycle.sh" <<'SH'
# create, start, copy in, exec, stop, remove: one call of the per-call anchors
set -e
engine=$1 image=$2 file=$3
id=$($engine create --network none --ulimit nofile=256:256 --ulimit nproc=64:64 "$image" sleep 300)
$engine start "$id" > /dev/null
$engine cp "$file" "$id:/tmp/main.py"
$engine exec "$id" python3 /tmp/main.py > /dev/null
$engine stop -t 0 "$id" > /dev/null
$engine rm -f "$id" > /dev/null
SH
ulimits="--ulimit nofile=256:256 --ulimit nproc=64:64"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); podman $(podman --version | awk '{print $3}'), docker $(docker version -f '{{.Server.Version}}')"
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/r.json" \
  -n "cordon run print(1), podman" "$root/build/bin/cordon run --engine podman $work/p.py" \
  -n "cordon run console.log(1), podman" "$root/build/bin/cordon run --engine podman $work/j.js" \
  -n "cordon run print(1), docker" "$root/build/bin/cordon run --engine docker $work/p.py" \
  -n "podman run --rm python3 -c print(1)" "podman run --rm --network none $ulimits $image python3 -c print(1)" \
  -n "docker run --rm python3 -c print(1)" "docker run --rm --network none $image python3 -c print(1)" \
  -n "per-call lifecycle (create/start/cp/exec/stop/rm), podman" "bash $work/lifecycle.sh podman $image $work/p.py" \
  > /dev/null
python3 bench/hyperfine_table.py "$work/r.json"
