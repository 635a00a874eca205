#!/usr/bin/env bash
# The pull-request gate's cost: `cordon lint --diff-base` on a one-file change in a large
# tree (Debian's python3.11 standard library as a git repository) beside a full lint of the
# same tree, a full lint against a baseline of its findings, and git's own diff, timed with
# hyperfine.
# Usage: bash bench/diff_base.sh   (after the README's setup; installs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
[ "$(dpkg-query -W -f='${Status}' hyperfine 2> /dev/null)" = "install ok installed" ] ||
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine > /dev/null; }
cordon="$root/build/bin/cordon"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo"
(cd /usr/lib/python3.11 && find . -name '*.py' -not -path '*/dist-packages/*' -print0 |
  tar --null -cf - -T -) | tar -C "$work/repo" -xf -
cd "$work/repo"
export GIT_AUTHOR_NAME=b GIT_AUTHOR_EMAIL=b@e GIT_COMMITTER_NAME=b GIT_COMMITTER_EMAIL=b@e
git init -q -b main && git add . && git commit -qm stdlib
"$cordon" lint --write-baseline "$work/baseline.json" . > /dev/null 2>&1 || true
# The change under review: one new blocking line in one file.
printf '\nimport os\nos.system("id")\n' >> json/__init__.py

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $(uptime | sed 's/.*load/load/')"
echo "tree: $(git ls-files | wc -l) Python files, $(git ls-files -z | xargs -0 cat | wc -c) bytes; cordon $("$cordon" --version | awk '{print $2}'), $(git --version)"
hyperfine -i --warmup 1 --runs 10 --export-json "$work/times.json" \
  -n "cordon lint (whole tree)" "$cordon lint --format json -o /dev/null ." \
  -n "cordon lint --baseline (whole tree, old findings accepted)" \
     "$cordon lint --baseline $work/baseline.json --format json -o /dev/null ." \
  -n "cordon lint --diff-base main (one changed file)" \
     "$cordon lint --diff-base main --format json -o /dev/null ." \
  -n "git diff --name-status -z --no-renames main (for reference)" \
     "git diff --name-status -z --no-renames main" > /dev/null
python3 "$root/bench/hyperfine_table.py" "$work/times.json"
"$cordon" lint --diff-base main . | tail -1
