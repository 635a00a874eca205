#!/bin/bash
# Usage: verify.sh  -> verifies all dangerous (canary) and benign (exit 0) snippets
# Results written to /work/rt13/tools/verify_results.txt
CORDON=/work/rt13-cordon/bin/cordon
ROOT=/work/rt13
OUT=$ROOT/tools/verify_results.txt
WORK=$ROOT/tools/canary
mkdir -p $WORK/js $WORK/py
[ -z "$1" ] && : > $OUT
only="$1"
for f in $ROOT/js/dangerous/*.js $ROOT/py/dangerous/*.py; do
  [ -n "$only" ] && [[ "$f" != *"$only"* ]] && continue
  b=$(basename $f); ext=${b##*.}; c=$WORK/$ext/$b
  if [ -f $ROOT/tools/overrides/$b ]; then body=$(cat $ROOT/tools/overrides/$b); else body=$(sed -E -e 's#cron\.d#rt13-canary#g' -e "s#(['\"/])etc(['\"/])#\1tmp\2#g" "$f"); fi
  if [ "$ext" = js ]; then
    { echo "require('fs').mkdirSync('/tmp/rt13-canary',{recursive:true});process.on('exit',()=>{const l=require('fs').readdirSync('/tmp/rt13-canary');console.log(l.length?'CANARY_WRITTEN '+l.join(','):'CANARY_MISSING');});"; echo "$body"; } > $c
  else
    { echo "import os as _o, atexit as _a; _o.makedirs('/tmp/rt13-canary', exist_ok=True); _a.register(lambda: print('CANARY_WRITTEN ' + ','.join(_o.listdir('/tmp/rt13-canary')) if _o.listdir('/tmp/rt13-canary') else 'CANARY_MISSING'))"; echo "$body"; } > $c
  fi
  if grep -qE "cron\.d|['\"/]etc['\"/]" $c; then echo "WARN residual etc/cron in $c"; fi
  res=$(timeout 120 $CORDON run --policy permissive $c 2>&1 | grep -oE 'CANARY_(WRITTEN|MISSING)[^ ]*( [^ ]*)?' | tail -1)
  echo "DANGER $b ${res:-NO_OUTPUT}" | tee -a $OUT
done
for f in $ROOT/js/benign/*.js $ROOT/py/benign/*.py; do
  [ -n "$only" ] && [[ "$f" != *"$only"* ]] && continue
  b=$(basename $f)
  timeout 120 $CORDON run --policy permissive $f > $WORK/$b.out 2>&1; rc=$?
  echo "BENIGN $b rc=$rc" | tee -a $OUT
done
