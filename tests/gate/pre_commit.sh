#!/usr/bin/env bash
# The pre-commit hook through the real pre-commit (Debian's package): a temporary
# repository uses .pre-commit-hooks.yaml as a hook repository would be used, with its
# own policy file (found by cordon, no args), and commits a clean file (accepted), a file
# that only the repository's stricter policy blocks (refused: the policy is the
# repository's), a blocked one, a blocked script with no extension, and a blocked file
# whose name reads like an option.
# Usage: pre_commit.sh CORDON_BIN_DIR SOURCE_DIR
set -euo pipefail
bin_dir=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
command -v pre-commit > /dev/null || { echo "pre-commit is not installed (.ci/setup installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PATH="$bin_dir:$PATH" PRE_COMMIT_HOME="$work/cache" GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.com
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.com

# The hook repository: this checkout's hook definitions, as committed at some revision.
mkdir "$work/hooks"
cp "$source_dir/.pre-commit-hooks.yaml" "$work/hooks/"
git -C "$work/hooks" init -q -b main
git -C "$work/hooks" add .pre-commit-hooks.yaml
git -C "$work/hooks" commit -qm hooks
rev=$(git -C "$work/hooks" rev-parse HEAD)

project="$work/project"
mkdir -p "$project/.cordon"
cd "$project"
git init -q -b main
cat > .cordon/policy.yaml <<'POLICY'
name: team
description: Our agents' code; environment reads block here.
rulesets: [python, javascript]
modules: [standard]
block_at: high
actions:
  categories:
    environment: block
POLICY
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: file://$work/hooks
    rev: $rev
    hooks:
      - id: cordon-lint
CONFIG
git add .pre-commit-config.yaml .cordon/policy.yaml
git commit -qm "pre-commit and the policy"
pre-commit install > /dev/null

fail() { echo "FAIL: $*" >&2; cat "$work/out" >&2; exit 1; }

printf 'print(sum(range(10)))\n' > good.py
git add good.py
git commit -qm good > "$work/out" 2>&1 || fail "a clean file was refused"
grep -q "cordon lint.*Passed" "$work/out" || fail "the hook did not run on good.py"
echo "ok: a clean file commits"

# A warning under the shipped default policy; blocking under the repository's.
printf 'import os\nprint(os.environ.get("HOME"))\n' > env.py
git add env.py
if git commit -qm env > "$work/out" 2>&1; then fail "the repository's policy was not applied"; fi
grep -q "env.py:2" "$work/out" || fail "the refusal does not name env.py:2"
grep -q "under policy 'team'" "$work/out" || fail "the refusal does not name the repository's policy"
git reset -q env.py && rm env.py
echo "ok: the repository's policy decides"

printf "const cp = require('child_process');\ncp.execSync('id');\n" > bad.js
git add bad.js
if git commit -qm bad > "$work/out" 2>&1; then fail "a blocked file was committed"; fi
grep -q "bad.js:2" "$work/out" || fail "the refusal does not name bad.js:2"
[ "$(git rev-list --count HEAD)" = 2 ] || fail "a refused commit was recorded"
echo "ok: a blocked file is refused"
git reset -q bad.js && rm bad.js

mkdir -p bin
printf '#!/usr/bin/env python3\nimport os\nos.system("id")\n' > bin/tool
chmod +x bin/tool
printf '#!/bin/sh\necho fine\n' > bin/fine
chmod +x bin/fine
git add bin/fine
git commit -qm "a shell script" > "$work/out" 2>&1 || fail "a shell script was refused"
git add bin/tool
if git commit -qm tool > "$work/out" 2>&1; then fail "a blocked script without an extension was committed"; fi
grep -q "bin/tool:3" "$work/out" || fail "the refusal does not name bin/tool:3"
git reset -q bin/tool && rm bin/tool
echo "ok: a script is read by its #! line"

name='--stdin-name=evil.py'
printf 'import os\nos.system("id")\n' > "./$name"
git add -- "$name"
if git commit -qm option-like > "$work/out" 2>&1; then fail "a file named like an option was committed"; fi
grep -q "stdin-name=evil.py:2" "$work/out" || fail "the refusal does not name the option-like file"
echo "ok: a file named like an option is still a file"
