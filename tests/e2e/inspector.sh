#!/usr/bin/env bash
# End to end with the MCP Inspector's CLI (npm, installed in tests/): it starts
# `cordon serve`, lists the tools, and calls run_python_code and analyze_code.
# Usage: inspector.sh CORDON_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
inspector=node_modules/.bin/mcp-inspector
binary=$1

tools=$("$inspector" --cli "$binary" serve --method tools/list 2> /dev/null)
for name in run_python_code run_javascript_code analyze_code close_session; do
  grep -q "\"name\": \"$name\"" <<< "$tools" || { echo "tools/list lacks $name:"; echo "$tools"; exit 1; }
done
echo "ok - tools/list names the four tools"

run=$("$inspector" --cli "$binary" serve --method tools/call --tool-name run_python_code \
  --tool-arg 'code=print(6*7)' 2> /dev/null)
grep -q '"stdout": "42\\n"' <<< "$run" || { echo "run_python_code did not print 42:"; echo "$run"; exit 1; }
echo "ok - tools/call run_python_code prints 42"

analysis=$("$inspector" --cli "$binary" serve --method tools/call --tool-name analyze_code \
  --tool-arg 'code=import subprocess; subprocess.run("ls", shell=True)' --tool-arg language=python 2> /dev/null)
grep -q '"decision": "block"' <<< "$analysis" || { echo "analyze_code did not block:"; echo "$analysis"; exit 1; }
echo "ok - tools/call analyze_code blocks a shell"
