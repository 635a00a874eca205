#!/usr/bin/env bash
# Lints every snippet of this corpus with cordon under the default policy and writes
# results.tsv: file, expected (refuse|pass), exit code, rule ids found (id:action),
# outcome (refused | MISS | pass | FALSE-BLOCK | ERROR); prints the totals.
# Usage: bash bench/redteam/run.sh [path/to/cordon]   (default: build/bin/cordon)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cordon=$(realpath "${1:-$here/../../build/bin/cordon}")
out="$here/results.tsv"
cd "$here"
printf 'file\texpected\texit\trule_ids\toutcome\n' > "$out.tmp"
for f in dangerous/py/*.py dangerous/js/*.js benign/py/*.py benign/js/*.js; do
  case "$f" in dangerous/*) expected=refuse ;; *) expected=pass ;; esac
  status=0
  json=$("$cordon" lint --policy default --format json "$f" 2> /dev/null) || status=$?
  ids=$(printf '%s' "$json" | python3 -c '
import json, sys
try:
    findings = json.load(sys.stdin).get("findings", [])
except ValueError:
    findings = []
ids = sorted({"%s:%s" % (f["rule_id"], f["action"]) for f in findings})
print(",".join(ids) if ids else "-")')
  case "$status:$expected" in
    1:refuse) outcome=refused ;; 1:pass) outcome=FALSE-BLOCK ;;
    0:refuse) outcome=MISS ;; 0:pass) outcome=pass ;; *) outcome=ERROR ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\n' "$f" "$expected" "$status" "$ids" "$outcome" >> "$out.tmp"
done
mv "$out.tmp" "$out"
awk -F'\t' 'NR > 1 { n[$2]++; if ($5 == "refused" || $5 == "FALSE-BLOCK") r[$2]++ }
  END { printf "dangerous refused: %d/%d; benign refused: %d/%d\n", r["refuse"], n["refuse"], r["pass"], n["pass"] }' "$out"
