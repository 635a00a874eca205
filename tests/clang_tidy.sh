#!/usr/bin/env bash
# clang-tidy (configuration: .clang-tidy at the root) over every source file of ours in
# BUILD_DIR's compile_commands.json: each component, the tests, the fuzzers. Any
# warning fails (WarningsAsErrors).
set -uo pipefail
build=$1
root=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t files < <(cd "$root" && git ls-files -- '*.cc' | grep -v '^grammars/' |
                     while read -r f; do grep -q "\"file\": \"$root/$f\"" "$build/compile_commands.json" && echo "$root/$f"; done)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run-clang-tidy -quiet -p "$build" -j "$(nproc)" "${files[@]}" > "$log" 2>&1
status=$?
# The per-file banners and counts are noise; the findings are what a person reads.
grep -v -e '^[0-9]* warnings\? generated\.$' -e '^Suppressed ' -e '^Use -header-filter' \
  -e '^clang-tidy-[0-9]* ' -e '^Running clang-tidy' "$log"
echo "clang-tidy: ${#files[@]} files checked, exit $status"
exit "$status"
