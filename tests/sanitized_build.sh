#!/usr/bin/env bash
# Builds cordon's tests in a clang tree with sanitizers and runs them there:
#   sanitized_build.sh address SOURCE TREE   ASan+UBSan unit tests, then each fuzz target
#                                            for CORDON_FUZZ_SECONDS (default 20) seconds
#   sanitized_build.sh thread SOURCE TREE    TSan, the unit tests (threads included)
# The main tree registers both as CTest tests (tests/CMakeLists.txt), so the README's
# test command runs them. Tests that need real engines stay in the main tree.
set -euo pipefail
kind=$1 source=$2 tree=$3
case "$kind" in
  address) sanitize=address,undefined fuzz=ON ;;
  thread) sanitize=thread fuzz=OFF ;;
  *) echo "usage: $0 address|thread SOURCE TREE" >&2; exit 2 ;;
esac
launcher=()
command -v ccache > /dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$source" -B "$tree" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" \
  -DCORDON_SANITIZE="$sanitize" -DCORDON_FUZZ="$fuzz" -DCORDON_ENGINE_TESTS=OFF \
  -DCORDON_SANITIZER_TESTS=OFF -DCORDON_FUZZ_SECONDS="${CORDON_FUZZ_SECONDS:-20}" > /dev/null
cmake --build "$tree"
# Sanitizer reports end the process with an error; these make them complete and loud.
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1
# Leaks in code that is not ours, each explained in the file.
export LSAN_OPTIONS=suppressions=$(realpath "$source")/tests/lsan.supp
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$(realpath "$source")/tests/tsan.supp
ctest --test-dir "$tree" --output-on-failure -j2
