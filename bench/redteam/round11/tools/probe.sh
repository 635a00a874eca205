#!/bin/bash
# lint each file, print verdict line
for f in "$@"; do
  out=$(/work/rt11-cordon/bin/cordon lint "$f" 2>&1); rc=$?
  ids=$(echo "$out" | grep -oE '\[[a-z0-9._-]+\]' | sort -u | tr '\n' ' ')
  echo "$(basename $f) rc=$rc $ids"
done
