#!/usr/bin/env bash
# Writes cordon(1), the manual page the Debian package installs: help2man's page from
# `cordon --help`, plus one section per subcommand holding its own --help, so `man cordon`
# says everything the binary does.
# Usage: man_page.sh CORDON OUTPUT
set -euo pipefail
cordon=$1
output=$2
include=$(mktemp)
trap 'rm -f "$include"' EXIT
for command in lint run serve doctor "rules test" "rules list" "image build"; do
  # shellcheck disable=SC2086  # "rules test" is two words
  help=$("$cordon" $command --help)
  {
    echo "[CORDON ${command^^}]"
    echo ".nf"
    # roff reads a leading . or ' as a request, and \ as an escape.
    printf '%s\n' "$help" | sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"
    echo ".fi"
  } >> "$include"
done
cat >> "$include" <<'TEXT'
[EXIT STATUS]
cordon lint: 0 nothing blocks, 1 a finding the policy blocks, 2 bad input or
configuration (the message says what and where).
.PP
cordon run: the program's own exit code, or cordon's: 120 blocked by the policy, 124
timeout, 125 output limit, 137 out of memory, 130 cancelled, 75 the host is busy (try
again), 2 usage or engine error.
[SEE ALSO]
The README and docs/ in cordon's source: rules, policies, the runtime layer, isolation
levels, the JSON report and the CI gate (docs/ci-gate.md).
TEXT
help2man --no-info --no-discard-stderr --name "policy-first code sandbox for AI agents" \
  --include "$include" --output "$output" "$cordon"
