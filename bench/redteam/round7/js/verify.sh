#!/usr/bin/env bash
# Runs one snippet in the sandbox image with plain Podman (not cordon): /work is the
# working dir, a fresh host dir is mounted at /opt/rt7canary holding victim files, and a
# TCP+UDP listener on 127.0.0.1:8099 records any connection as /opt/rt7canary/NET_HIT.
# Usage: bash verify.sh dangerous/d01_....js
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
f=$1; ext=${f##*.}; name=$(basename "$f"); can=/tmp/rt7canary/$name
rm -rf "$can"; mkdir -p "$can/dir"; echo victim > "$can/victim.txt"; echo y > "$can/dir/y.txt"; chmod -R 777 "$can"
podman run --rm --ulimit nofile=4096:4096 --ulimit nproc=4096:4096 --network none \
  -v "$here:/c:ro" -v "$can:/opt/rt7canary" cordon-sandbox:0.3.0 sh -c "
cd /work && cp /c/$f main.$ext
node -e \"const fs=require('fs');const hit=()=>fs.writeFileSync('/opt/rt7canary/NET_HIT','1');require('net').createServer(s=>{hit();s.destroy()}).listen(8099,'127.0.0.1');require('dgram').createSocket('udp4').on('message',hit).bind(8099,'127.0.0.1');setTimeout(()=>process.exit(0),25000)\" &
sleep 0.4
timeout 20 node main.$ext; echo \"rc=\$?\"
sleep 0.3
echo '--- canary:'; cd /opt/rt7canary && find . | sort | tr '\n' ' '; echo
echo '--- work:'; ls -A /work | tr '\n' ' '; echo
" 2>&1
