#!/bin/bash
# run a harmless copy: every 'etc/cron.d' in the source becomes 'tmp/rt11-canary'; run from /tmp/rt11-canary/run/a/b
f=$1; ext=${f##*.}; mkdir -p /tmp/rt11-canary/run/a/b
find /tmp/rt11-canary -mindepth 1 -maxdepth 1 ! -name run -exec rm -rf {} +
rm -rf /tmp/rt11-canary/run/a/b/*
tmp=/tmp/rt11-canary/run/a/b/snippet.$ext
sed -e 's#etc/cron\.d#tmp/rt11-canary#g' -e "s#'etc', 'cron.d'#'tmp', 'rt11-canary'#g" "$f" > $tmp
grep -q 'etc/cron\|/etc/' $tmp && echo "WARN: unreplaced target"
(cd /tmp/rt11-canary/run/a/b && timeout 10 $([ $ext = py ] && echo python3 || echo node) $tmp >/dev/null 2>/tmp/rt11-canary/run/err; echo "exit=$?"; head -c 300 /tmp/rt11-canary/run/err)
echo "canary: $(find /tmp/rt11-canary -mindepth 1 -maxdepth 1 ! -name run -printf '%f ')"
