#!/usr/bin/env bash
# The GitHub Action (action.yml): checked against the action metadata schema by
# action-validator (npm, in tests/), then its shell steps run here (action_steps.py).
# Usage: action.sh CORDON_BIN_DIR SOURCE_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
validator="$here/../node_modules/.bin/action-validator"
[ -x "$validator" ] || { echo "action-validator is not installed: run \`npm ci --prefix tests\`" >&2; exit 1; }
"$validator" "$2/action.yml"
echo "ok: action.yml matches the action metadata schema"
python3 "$here/action_steps.py" "$1" "$2"
