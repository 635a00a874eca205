#!/bin/bash
# usage: lint.sh FILE  -> prints: FILE rc rule_ids
f="$1"
PYTHONPYCACHEPREFIX=/tmp/pyc python3 -m py_compile "$f" 2>&1 | tail -1
out=$(/work/rt47-cordon/bin/cordon lint --policy default --rules /work/rt47-cordon/share/cordon/rules --format json "$f"); rc=$?
ids=$(printf '%s' "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(",".join(sorted(set(x["rule_id"]+"@"+str(x["start"]["line"])+":"+x["severity"][0] for x in d["findings"]))) or "-")')
echo "$(basename $f) rc=$rc $ids"
