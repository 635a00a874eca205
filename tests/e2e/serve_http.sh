# Sourced by the e2e scripts that drive `cordon serve --http`: serve_http BINARY LOG
# [ARGS...] starts it on a free loopback port (logging to LOG) and sets `server` (its
# pid) and `url` (the address it logged), or exits 1 with its log. The caller's EXIT
# trap stops $server.
serve_http() {
  local binary=$1 log=$2
  shift 2
  "$binary" serve --http 127.0.0.1:0 --log-level info "$@" 2> "$log" &
  server=$!
  url=
  for _ in $(seq 1 100); do
    url=$(grep -o 'http://127.0.0.1:[0-9]*/mcp' "$log" | head -n 1 || true)
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "the server logged no address"
  cat "$log"
  exit 1
}
