#!/usr/bin/env bash
# End to end with Gemini CLI (npm, installed in tests/): the server is added under its
# code-sandbox-mcp name, as the seed's configuration snippets do, and `gemini mcp list`
# must show it connected. Gemini's settings go to a throwaway HOME.
# Usage: gemini.sh CORDON_BINARY_DIR
set -euo pipefail
gemini=$(cd "$(dirname "$0")/.." && pwd)/node_modules/.bin/gemini
bin_dir=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/work"
cd "$scratch/work"
export HOME="$scratch/home" GEMINI_CLI_TRUST_WORKSPACE=true
"$gemini" mcp add --scope user code-sandbox "$bin_dir/code-sandbox-mcp" > /dev/null
listing=$(timeout 120 "$gemini" mcp list 2>&1)
echo "$listing"
grep -q "code-sandbox: .*code-sandbox-mcp.*Connected" <<< "$listing" || { echo "not connected"; exit 1; }
echo "ok - gemini mcp list shows code-sandbox-mcp connected"
