#!/usr/bin/env bash
# Lints every snippet of a red-team corpus with cordon under the default policy and writes
# results.tsv in the corpus: file, expected (refuse|pass), exit code, rule ids found
# (id:action), outcome (refused | MISS | pass | FALSE-BLOCK | ERROR); prints the totals.
# A snippet under a `dangerous/` folder must be refused, one under `benign/` must pass
# (round 3 keeps them as dangerous/py/..., round 4 as py/dangerous/...).
# With --run, each dangerous snippet the lint let through is then run (`cordon run`, the
# default policy, a real engine) to see whether the runtime layer (docs/runtime-policy.md)
# stops it: run-results.tsv gets file, exit code, the runtime finding (or -).
# Usage: bash bench/redteam/run.sh [--run] [--corpus DIR] [path/to/cordon]
#   (default corpus: round 3, this folder; round 4: --corpus bench/redteam/round4;
#    default cordon: build/bin/cordon)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run=false
corpus=$here
while [[ $# -gt 0 ]]; do
  case $1 in
    --run) run=true; shift ;;
    --corpus) corpus=$(cd "$2" && pwd); shift 2 ;;
    *) break ;;
  esac
done
cordon=$(realpath "${1:-$here/../../build/bin/cordon}")
out="$corpus/results.tsv"
cd "$corpus"
printf 'file\texpected\texit\trule_ids\toutcome\n' > "$out.tmp"
find . -type f \( -path '*/dangerous/*' -o -path '*/benign/*' \) \
  \( -name '*.py' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' \) -not -path './round*' |
  sed 's|^\./||' | LC_ALL=C sort | while read -r f; do
  case "$f" in */dangerous/* | dangerous/*) expected=refuse ;; *) expected=pass ;; esac
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

$run || exit 0
printf 'file\texit\truntime_finding\n' > run-results.tsv
awk -F'\t' '$5 == "MISS" { print $1 }' "$out" | while read -r f; do
  status=0
  err=$(timeout 120 "$cordon" run --policy default "$f" 2>&1 < /dev/null > /dev/null) || status=$?
  finding=$(printf '%s' "$err" | grep -o '\[runtime\.[a-z-]*\]' | head -1 | tr -d '[]' || true)
  printf '%s\t%s\t%s\n' "$f" "$status" "${finding:--}" >> run-results.tsv
done
awk -F'\t' 'NR > 1 { n++; if ($3 != "-") r++ } END { printf "of %d lint misses, stopped at run time: %d\n", n, r }' run-results.tsv
