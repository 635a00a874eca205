#!/bin/bash
# usage: run1.sh FILE ; prints rc, stdout/stderr tail, audit log, canary changes
f=$1; n=$(basename "$f" .py); d=/tmp/rt7run/$n
rm -rf "$d"; mkdir -p "$d/canary/dir" "$d/audit" "$d/work"
echo data > "$d/canary/victim"; echo data > "$d/canary/dir/y"; : > "$d/audit/log"
cp "$f" "$d/work/main.py"
(cd "$d/canary" && find . | sort) > "$d/before"
timeout 120 podman run --rm --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 --network none \
  -v "$d/canary:/opt/rt7canary" -v "$d/audit:/audit" -v /tmp/rt7h:/h:ro -v "$d/work:/work" -w /work \
  cordon-sandbox:0.3.0 timeout 60 python3 /h/harness.py > "$d/out" 2> "$d/err"
echo "rc=$?" > "$d/rc"
(cd "$d/canary" && find . | sort) > "$d/after"
echo "== $n $(cat $d/rc)"
echo "-- stdout:"; tail -5 "$d/out"
echo "-- stderr:"; tail -3 "$d/err"
echo "-- audit:"; sort -u "$d/audit/log" | head -5
echo "-- canary new:"; comm -13 "$d/before" "$d/after"
echo "-- canary gone:"; comm -23 "$d/before" "$d/after"
