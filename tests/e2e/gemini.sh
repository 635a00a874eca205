#!/usr/bin/env bash
# End to end with Gemini CLI (npm, installed in tests/): the server is added under its
# code-sandbox-mcp name, as the seed's configuration snippets do, and `gemini mcp list`
# must show it connected; then `cordon serve --http --tokens` configured as the README
# says (httpUrl and an Authorization header) must show connected with its token and
# disconnected with a wrong one. Gemini's settings go to a throwaway HOME.
# Usage: gemini.sh CORDON_BINARY_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
gemini=$here/../node_modules/.bin/gemini
bin_dir=$1
scratch=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2> /dev/null && wait "$server" 2> /dev/null; rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/work"
cd "$scratch/work"
export HOME="$scratch/home" GEMINI_CLI_TRUST_WORKSPACE=true
"$gemini" mcp add --scope user code-sandbox "$bin_dir/code-sandbox-mcp" > /dev/null
listing=$(timeout 120 "$gemini" mcp list 2>&1)
echo "$listing"
grep -q "code-sandbox: .*code-sandbox-mcp.*Connected" <<< "$listing" || { echo "not connected"; exit 1; }
echo "ok - gemini mcp list shows code-sandbox-mcp connected"

token=$("$bin_dir/cordon" token add gemini --file "$scratch/tokens.yaml" 2> /dev/null)
# shellcheck source=serve_http.sh
. "$here/serve_http.sh"
serve_http "$bin_dir/cordon" "$scratch/serve.err" --tokens "$scratch/tokens.yaml" --pool 0
printf '{"mcpServers": {"cordon": {"httpUrl": "%s", "headers": {"Authorization": "Bearer %s"}}, "stranger": {"httpUrl": "%s", "headers": {"Authorization": "Bearer cdn_not-a-token"}}}}\n' \
  "$url" "$token" "$url" > "$HOME/.gemini/settings.json"
listing=$(timeout 120 "$gemini" mcp list 2>&1)
echo "$listing"
grep -q "cordon: .*(http) - Connected" <<< "$listing" || { echo "not connected over HTTP"; exit 1; }
grep -q "stranger: .*Disconnected" <<< "$listing" || { echo "a wrong token connected"; exit 1; }
echo "ok - gemini connects over HTTP with its token, and not with a wrong one"
