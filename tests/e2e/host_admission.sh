#!/usr/bin/env bash
# Two `cordon serve` processes and a `cordon run` share one host-wide admission
# (runner/host_admission.h): with room for one sandbox on the host, a run on the second
# server while the first runs is refused as `busy` with a retry time, `cordon run` exits
# 75, and both go through once the first run has ended.
# Usage: host_admission.sh CORDON_BINARY [podman|docker]
set -euo pipefail
binary=$1
engine=${2:-podman}
scratch=$(mktemp -d)
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill -TERM "$pid" 2> /dev/null || true; done
  wait 2> /dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
export CORDON_HOST_DIR=$scratch/admission CORDON_HOST_SANDBOXES=1 CORDON_HOST_MEMORY_MB=0

start_server() {  # name
  mkfifo "$scratch/$1.in"
  "$binary" serve --engine "$engine" --pool 0 --log-level warning \
    < "$scratch/$1.in" > "$scratch/$1.out" 2> "$scratch/$1.err" &
  servers+=($!)
}
send() { echo "$2" >&"$1"; }
# The reply to request `id` on server `name`'s output, waiting up to 60 s for it.
reply() {  # name id
  local line
  for _ in $(seq 1 300); do
    line=$(grep -m1 "\"id\":$2[,}]" "$scratch/$1.out" || true)
    [ -n "$line" ] && { echo "$line"; return 0; }
    sleep 0.2
  done
  echo "no reply to request $2 from server $1" >&2
  cat "$scratch/$1.out" "$scratch/$1.err" >&2
  return 1
}
field() { node -e 'const r = JSON.parse(process.argv[1]).result; console.log(eval(process.argv[2]))' "$1" "$2"; }
init='{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}'
call() {  # id code
  printf '{"jsonrpc":"2.0","id":%s,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"%s"},"_meta":{"progressToken":"t%s"}}}' "$1" "$2" "$1"
}

start_server a
start_server b
exec 3> "$scratch/a.in" 4> "$scratch/b.in"
send 3 "$init"
send 4 "$init"
reply a 0 > /dev/null
reply b 0 > /dev/null

# Server a's run holds the host's only slot for about 8 s.
send 3 "$(call 1 'import time\ntime.sleep(8)\nprint(\"a done\")')"
for _ in $(seq 1 150); do
  grep -q '"notifications/progress"' "$scratch/a.out" && break
  sleep 0.2
done
grep -q '"notifications/progress"' "$scratch/a.out" ||
  { echo "server a's run never got under way"; cat "$scratch/a.err"; exit 1; }

send 4 "$(call 1 'print(\"b\")')"
busy=$(reply b 1)
[ "$(field "$busy" 'r.structuredContent.status')" = busy ] ||
  { echo "server b was not refused as busy: $busy"; exit 1; }
[ "$(field "$busy" 'r.structuredContent.retry_after_seconds')" = 5 ] ||
  { echo "no retry time: $busy"; exit 1; }
[ "$(field "$busy" 'r.isError')" = true ] || { echo "busy is not an error result"; exit 1; }
field "$busy" 'r.content[0].text' | grep -q 'the host is busy: 1 of 1 sandboxes' ||
  { echo "busy does not say why: $busy"; exit 1; }
echo "ok - the second server is refused as busy while the first runs"

status=0
echo 'print("c")' | "$binary" run --engine "$engine" --lang python - > "$scratch/run.out" 2> "$scratch/run.err" || status=$?
[ "$status" = 75 ] || { echo "cordon run exited $status, not 75"; cat "$scratch/run.err"; exit 1; }
grep -q 'not run: the host is busy' "$scratch/run.err" || { cat "$scratch/run.err"; exit 1; }
echo "ok - cordon run on the same host exits 75 (busy)"

done_a=$(reply a 1)
[ "$(field "$done_a" 'r.structuredContent.stdout')" = "a done" ] ||
  { echo "server a's run did not finish: $done_a"; exit 1; }
# Its container is removed in the background; the slot goes with it.
for attempt in $(seq 1 20); do
  send 4 "$(call $((attempt + 10)) 'print(\"b\")')"
  again=$(reply b $((attempt + 10)))
  [ "$(field "$again" 'r.structuredContent.status')" = busy ] || break
  sleep 0.5
done
[ "$(field "$again" 'r.structuredContent.status')" = ok ] ||
  { echo "server b's retry failed: $again"; exit 1; }
echo "ok - once the first run ended, the second server's retry runs"
echo 'print("c")' | "$binary" run --engine "$engine" --lang python - > "$scratch/run.out"
[ "$(cat "$scratch/run.out")" = c ] || { echo "cordon run's retry failed"; exit 1; }
echo "ok - and so does cordon run"
