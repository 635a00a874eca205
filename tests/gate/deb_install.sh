#!/usr/bin/env bash
# The Debian package on a clean Debian 12: cpack packs the build tree (what .ci/package
# ends with; nothing is rebuilt under the other tests), and a container of the sandbox image (debootstrap's Debian 12, no cordon, no build tree)
# installs it with the GitHub Action's own install step, then lints with nothing but the
# package: the binary, the rules it ships, the manual page, code-sandbox-mcp.
# Needs Podman, the sandbox image, and Debian's mirror (apt resolves the dependencies).
# Usage: deb_install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
version=$("$build/bin/cordon" --version | awk '{print $2}')
(cd "$build" && cpack > /dev/null 2>&1) || { echo "cpack failed in $build" >&2; exit 1; }
deb=$(ls "$build/package/cordon_${version}_"*.deb)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$source_dir/action.yml" "$work/install.sh" <<'PY'
import sys, yaml
steps = yaml.safe_load(open(sys.argv[1]))["runs"]["steps"]
open(sys.argv[2], "w").write(next(s["run"] for s in steps if s["name"] == "Install cordon"))
PY
cp "$deb" "$work/"
printf 'import os\nos.system("id")\n' > "$work/bad.py"
printf 'print(sum(range(10)))\n' > "$work/good.py"

# Podman on these hosts needs explicit ulimits (../shared/environment.md).
podman run --rm --network=host --ulimit nofile=1024:1024 --ulimit nproc=4096:4096 \
  -v "$work:/pkg:ro" -e CORDON_DEB="/pkg/$(basename "$deb")" -e RUNNER_TEMP=/tmp \
  "cordon-sandbox:$version" bash -c '
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
! command -v cordon > /dev/null || fail "the image already has cordon"
bash --noprofile --norc -eo pipefail /pkg/install.sh
echo "ok: the action installed $(dpkg-query -W -f="\${Package} \${Version}" cordon)"
[ -f /usr/share/man/man1/cordon.1 ] || fail "no manual page"
grep -q "CORDON LINT" /usr/share/man/man1/cordon.1 || fail "the manual page lacks cordon lint"
[ "$(code-sandbox-mcp --version)" = "$(cordon --version)" ] || fail "code-sandbox-mcp is not cordon"
cordon rules list --policy strict > /tmp/rules || fail "the shipped rules did not load"
grep -q py.process.shell /tmp/rules || fail "rules list lacks py.process.shell"
cordon lint /pkg/good.py || fail "a clean file did not pass"
status=0
cordon lint /pkg/bad.py || status=$?
[ "$status" = 1 ] || fail "a blocked file exited $status, not 1"
echo "ok: installed cordon lints with its own rules"
'
