#!/usr/bin/env bash
# Lint throughput: cordon beside Bandit (Python) and eslint + eslint-plugin-security
# (JavaScript) on the same files in the same run, timed with hyperfine.
#   Python corpus: Debian's python3.11 standard library (/usr/lib/python3.11, *.py,
#                  without dist-packages).
#   JavaScript corpus: the JavaScript inside npm's own global node_modules.
# On the JavaScript corpus also oxlint (Rust), the fastest linter a user would compare with.
# Both are copied to a scratch folder first, so every tool reads identical files and
# none skips them for living under node_modules. Then the snippet-latency benchmark.
# Usage: bash bench/lint_throughput.sh   (after the README's setup; installs the peers)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

need=()
for p in bandit hyperfine libbenchmark-dev; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2> /dev/null)" = "install ok installed" ] || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" > /dev/null
fi
npm ci --ignore-scripts --no-audit --no-fund --prefix bench > /dev/null
cmake -S . -B build -G Ninja > /dev/null && cmake --build build > /dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/py/corpus" "$work/js"
(cd /usr/lib/python3.11 && find . -name '*.py' -not -path '*/dist-packages/*' -print0 |
  tar --null -cf - -T -) | tar -C "$work/py/corpus" -xf -
cp -r "$(npm root -g)/npm/node_modules" "$work/js/corpus"

count() { find "$1" -type f \( -name '*.py' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' \) | wc -l; }
bytes() { find "$1" -type f \( -name '*.py' -o -name '*.js' -o -name '*.mjs' -o -name '*.cjs' \) -printf '%s\n' | awk '{s+=$1} END {print s}'; }
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "python corpus: $(count "$work/py/corpus") files, $(bytes "$work/py/corpus") bytes"
echo "javascript corpus: $(count "$work/js/corpus") files, $(bytes "$work/js/corpus") bytes"
echo "bandit $(bandit --version 2>/dev/null | head -1 | awk '{print $2}'), eslint $(bench/node_modules/.bin/eslint --version), oxlint $(bench/node_modules/.bin/oxlint --version | awk '{print $2}'), cordon $(build/bin/cordon --version)"

cordon="$root/build/bin/cordon"
oxlint="$root/bench/node_modules/.bin/oxlint --no-ignore -f json"
eslint="$root/bench/node_modules/.bin/eslint --no-config-lookup -c $root/bench/eslint.config.mjs -f json -o /dev/null corpus"
# -i: every tool exits non-zero when it finds something, which they all do here.
(cd "$work/py" && hyperfine -i --warmup 1 --runs 10 --export-json "$work/py-cordon.json" \
   -n "cordon (2 jobs)" "$cordon lint --format json -o /dev/null corpus" \
   -n "cordon (1 job)" "$cordon lint -j 1 --format json -o /dev/null corpus" > /dev/null)
(cd "$work/py" && hyperfine -i --runs 3 --export-json "$work/py-bandit.json" \
   -n "bandit" "bandit -r -q -f json -o /dev/null corpus" > /dev/null)
(cd "$work/js" && hyperfine -i --warmup 1 --runs 10 --export-json "$work/js-cordon.json" \
   -n "cordon (2 jobs)" "$cordon lint --format json -o /dev/null corpus" \
   -n "cordon (1 job)" "$cordon lint -j 1 --format json -o /dev/null corpus" > /dev/null)
(cd "$work/js" && hyperfine -i --warmup 1 --runs 3 --export-json "$work/js-eslint.json" \
   -n "eslint + eslint-plugin-security (1 thread)" "$eslint" \
   -n "eslint + eslint-plugin-security (--concurrency auto)" "$eslint --concurrency auto" > /dev/null)
# oxlint (Rust, its default rule set): the speed limit a user compares a linter with.
# --no-ignore: it would skip nested node_modules folders that the other tools read.
(cd "$work/js" && hyperfine -i --warmup 1 --runs 10 --export-json "$work/js-oxlint.json" \
   -n "oxlint (1 thread)" "$oxlint --threads 1 corpus" \
   -n "oxlint (2 threads)" "$oxlint --threads 2 corpus" > /dev/null)

python3 - "$work" "$(count "$work/py/corpus")" "$(bytes "$work/py/corpus")" \
  "$(count "$work/js/corpus")" "$(bytes "$work/js/corpus")" <<'PY'
import json, sys
work, pyn, pyb, jsn, jsb = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
def rows(name, files, size):
    out = []
    for r in json.load(open(f"{work}/{name}.json"))["results"]:
        out.append((r["command"], r["median"], min(r["times"]), max(r["times"]), files, size))
    return out
for title, groups, files, size in [("Python (stdlib)", ["py-cordon", "py-bandit"], pyn, pyb),
                                  ("JavaScript (npm)", ["js-cordon", "js-eslint", "js-oxlint"], jsn, jsb)]:
    data = [r for g in groups for r in rows(g, files, size)]
    peer = next(r[1] for r in data if not r[0].startswith("cordon"))  # the peer's default run
    print(f"\n{title}: {files} files, {size/1e6:.1f} MB")
    print("| tool | median s | min–max s | files/s | MB/s | vs peer |")
    print("|---|---|---|---|---|---|")
    for cmd, med, lo, hi, n, b in data:
        print(f"| {cmd} | {med:.2f} | {lo:.2f}–{hi:.2f} | {n/med:.0f} | {b/med/1e6:.2f} | {peer/med:.1f}x |")
    oxlint = {r[0]: r[1] for r in data if r[0].startswith("oxlint")}
    if oxlint:
        one = next(r[1] for r in data if r[0] == "cordon (1 job)")
        two = next(r[1] for r in data if r[0] == "cordon (2 jobs)")
        print(f"\ncordon's time over oxlint's: {one / oxlint['oxlint (1 thread)']:.1f}x on one core,"
              f" {two / oxlint['oxlint (2 threads)']:.1f}x on two")
PY

echo
build/bench/cordon_bench --benchmark_repetitions=10 --benchmark_report_aggregates_only=true 2>/dev/null |
  grep -E "_(median|cv) "
