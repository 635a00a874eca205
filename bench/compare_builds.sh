#!/usr/bin/env bash
# Two builds of cordon side by side on the same files in the same run: lint throughput on
# Debian's Python standard library and npm's JavaScript (hyperfine, one job, the two
# binaries' runs interleaved), then each build's snippet benchmark (cordon_bench). For
# checking that a change to the analyzer costs what it should (issue: analyzer, "no more
# than 10 % slower").
# Usage: bash bench/compare_builds.sh BASE_BUILD_DIR NEW_BUILD_DIR
#   each a CMake build folder with bin/cordon and bench/cordon_bench built
#   (e.g. a worktree of the base commit: git worktree add ../base <commit>, then
#   cmake -S ../base -B ../base/build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo &&
#   ninja -C ../base/build cordon cordon_bench)
set -euo pipefail
base=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/py" "$work/js"
(cd /usr/lib/python3.11 && find . -name '*.py' -not -path '*/dist-packages/*' -print0 |
  tar --null -cf - -T -) | tar -C "$work/py" -xf -
cp -r "$(npm root -g)/npm/node_modules/." "$work/js/"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $(uptime | sed 's/.*load/load/')"
for corpus in py js; do
  # -i: both exit non-zero, since both corpora have findings.
  hyperfine -i -N --warmup 1 --runs 10 --export-markdown "$work/$corpus.md" \
    -n "base, $corpus" "$base/bin/cordon lint -j 1 --format json -o /dev/null $work/$corpus" \
    -n "new, $corpus" "$new/bin/cordon lint -j 1 --format json -o /dev/null $work/$corpus" > /dev/null
  cat "$work/$corpus.md"
  echo
done
for build in base new; do
  dir=$base
  [ "$build" = new ] && dir=$new
  echo "$build:"
  "$dir/bench/cordon_bench" --benchmark_repetitions=10 --benchmark_report_aggregates_only=true \
    --benchmark_format=console 2> /dev/null | grep -E 'median|cv'
done
