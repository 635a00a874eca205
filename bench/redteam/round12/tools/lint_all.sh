#!/bin/bash
# lints every snippet with the default policy; writes lint_results.tsv (rc, ms, file, first high finding)
cd /work/rt13
: > tools/lint_results.tsv
for f in js/dangerous/*.js js/benign/*.js py/dangerous/*.py py/benign/*.py; do
  s=$(date +%s%N)
  o=$(/work/rt13-cordon/bin/cordon lint --policy default "$f" 2>&1); rc=$?
  e=$(( ($(date +%s%N)-s)/1000000 ))
  first=$(echo "$o" | grep -m1 -E ': (high|critical):' | sed -E 's/^[^ ]+ (high|critical): //')
  printf '%s\t%s\t%s\t%s\n' "$rc" "$e" "$f" "$first" >> tools/lint_results.tsv
done
