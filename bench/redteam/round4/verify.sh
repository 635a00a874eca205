#!/usr/bin/env bash
# Runs one round-4 snippet in the sandbox image with plain Podman, bypassing cordon, to see
# what it really does (the ground truth in manifest.tsv): canary files are made first under
# /etc and /opt inside the container, and listed after.
# Usage: bash bench/redteam/round4/verify.sh js/dangerous/d01_vf_then_unlink.js
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
f=$1
ext=${f##*.}
case $ext in py) run="python3 main.py" ;; *) run="node main.$ext" ;; esac
podman run --rm --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 --network none \
  -v "$here:/c:ro" docker.io/library/cordon-sandbox:0.3.0 sh -c "
mkdir -p /opt/rt4canary/dir /etc/rt4canary /work && echo data > /opt/rt4canary/x &&
echo data > /opt/rt4canary/dir/y && cd /work && cp /c/$f main.$ext
timeout 20 $run; echo \"rc=\$?\"
echo '--- after:'; ls -ln /opt/rt4canary /opt/rt4canary/dir /etc/rt4canary 2>&1 | grep -v '^total'"
