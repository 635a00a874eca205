# Sourced by the benchmarks that run one-shot `cordon run` (latency_goals.sh,
# oneshot_ab.sh, podman_service.sh), from the repository's root. cordon must use the
# user's shared Podman service, as on a fresh machine with podman installed, so no
# service may answer on the system socket; no engine is chosen by the environment.
# Sets $work: a scratch folder, removed on exit, with print(1) in p.py.
if curl -sf --unix-socket /run/podman/podman.sock http://localhost/_ping > /dev/null 2>&1; then
  echo "a Podman service answers on /run/podman/podman.sock: cordon would use it instead of" \
    "its shared one, which is what one-shot runs measure; stop it first" >&2
  exit 2
fi
unset CONTAINER_HOST DOCKER_HOST
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'print(1)' > "$work/p.py"
