#!/usr/bin/env bash
# `cordon serve` stops promptly on SIGTERM in the middle of a run, and leaves no
# container behind. Usage: serve_stop.sh CORDON_BINARY [podman|docker]
# (for docker, DOCKER_HOST names the daemon's socket, as for cordon itself)
set -euo pipefail
binary=$1
engine=${2:-podman}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkfifo "$scratch/in"
"$binary" serve --engine "$engine" --log-level warning < "$scratch/in" > "$scratch/out" 2> "$scratch/err" &
server=$!
exec 3> "$scratch/in"
echo '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}' >&3
echo '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"import time\ntime.sleep(120)"},"_meta":{"progressToken":"run"}}}' >&3
# The server's warm pool also carries this server's label, so a container with
# it existing says nothing about the run. A progress notification does: the
# server sends one each second while the run is in flight. (No `grep -q` behind
# a pipe here: with pipefail, the writer's SIGPIPE would fail the check.)
in_flight() { grep -q '"notifications/progress"' "$scratch/out"; }
for _ in $(seq 1 150); do
  in_flight && break
  sleep 0.2
done
in_flight || { echo "the run never got under way"; cat "$scratch/out" "$scratch/err"; exit 1; }
running=$("$engine" ps -q --filter "label=io.cordon.pid=$server")
[ -n "$running" ] || { echo "a run is in flight but no container carries the label"; exit 1; }
started=$(date +%s%N)
kill -TERM "$server"
wait "$server" || { echo "serve exited with $?"; cat "$scratch/err"; exit 1; }
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
exec 3>&-
echo "ok - serve stopped ${elapsed_ms} ms after SIGTERM"
[ "$elapsed_ms" -lt 15000 ] || { echo "too slow to stop"; exit 1; }
left=$("$engine" ps -aq --filter "label=io.cordon.pid=$server")
[ -z "$left" ] || { echo "containers left behind: $left"; exit 1; }
echo "ok - no container left behind"
# stdout held protocol messages only.
while read -r line; do
  node -e 'JSON.parse(process.argv[1])' "$line" || { echo "not JSON on stdout: $line"; exit 1; }
done < "$scratch/out"
echo "ok - stdout carried only JSON-RPC messages"
