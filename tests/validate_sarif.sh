#!/usr/bin/env bash
# Runs `cordon lint --format sarif` over the samples and checks the log with Microsoft's
# SARIF validator under SARIF's own rules and GitHub's ingestion rules (code scanning).
# (Its Azure DevOps rules want pipeline build ids only a pipeline can supply.)
# A second log comes from a lint against a baseline (results carry baselineState, the
# invocation says how many the baseline held). Any error or warning fails the test.
# Usage: validate_sarif.sh CORDON SAMPLES_DIR
set -euo pipefail
cordon=$1
samples=$2
here=$(cd "$(dirname "$0")" && pwd)
validator="$here/node_modules/.bin/sarif-multitool"
if [ ! -x "$validator" ]; then
  echo "sarif-multitool is not installed: run \`npm ci --prefix tests\` (the README's test command does)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$samples")"
status=0
"$cordon" lint --format sarif -o "$work/cordon.sarif" "$(basename "$samples")" || status=$?
if [ "$status" -ne 1 ]; then
  echo "expected cordon lint to exit 1 (the samples hold blocking findings), got $status" >&2
  exit 1
fi
"$cordon" lint --write-baseline "$work/baseline.json" "$(basename "$samples")/python" 2> /dev/null > /dev/null
status=0
"$cordon" lint --format sarif -o "$work/baselined.sarif" --baseline "$work/baseline.json" \
  "$(basename "$samples")" || status=$?
if [ "$status" -ne 1 ] || ! grep -q '"baselineState": "new"' "$work/baselined.sarif"; then
  echo "expected new findings (JavaScript samples) beyond the Python baseline, got $status" >&2
  exit 1
fi
failed=0
for log in cordon baselined; do
  for kind in Sarif Gh; do
    "$validator" validate "$work/$log.sarif" --rule-kind "$kind" --log ForceOverwrite \
      -o "$work/report-$log-$kind.sarif" > "$work/out-$kind.txt" 2>&1 || true
    if grep -E ": (error|warning) " "$work/out-$kind.txt"; then
      echo "SARIF validation of $log.sarif ($kind rules) reported problems" >&2
      failed=1
    elif ! grep -q "Analysis completed successfully" "$work/out-$kind.txt"; then
      cat "$work/out-$kind.txt" >&2
      echo "SARIF validator ($kind rules) did not complete on $log.sarif" >&2
      failed=1
    else
      echo "$log.sarif valid under $kind rules"
    fi
  done
done
exit $failed
