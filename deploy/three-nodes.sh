#!/usr/bin/env bash
# Runs three Regalia nodes on 127.0.0.1 (ports 8081-8083) sharing one PostgreSQL
# database and one Redis bus, for trying a cluster on one machine behind
# deploy/nginx-regalia.conf (see docs/deploy.md).
#
#   deploy/three-nodes.sh         start them, wait; Ctrl-C stops them
#   deploy/three-nodes.sh stop    stop them from another shell
#
# Environment:
#   REGALIA_DB     database URL; default: $REGALIA_TEST_POSTGRES if set (as
#                  printed by `scripts/services start`), else that script's
#                  default postgres://regalia@127.0.0.1:55432/regalia_test
#   REGALIA_BUS    Redis URL; default: $REGALIA_TEST_REDIS, else
#                  redis://127.0.0.1:56379
#   REGALIA_PORTS  the nodes' ports on 127.0.0.1; default: "8081 8082 8083"
#   REGALIA_BIN    default: this checkout's target/release/regalia
#   REGALIA_NODES_DIR  pid and log files; default: /tmp/regalia-three-nodes
set -euo pipefail
db=${REGALIA_DB:-${REGALIA_TEST_POSTGRES:-postgres://regalia@127.0.0.1:55432/regalia_test}}
bus=${REGALIA_BUS:-${REGALIA_TEST_REDIS:-redis://127.0.0.1:56379}}
bin=${REGALIA_BIN:-$(dirname "$0")/../target/release/regalia}
dir=${REGALIA_NODES_DIR:-${TMPDIR:-/tmp}/regalia-three-nodes}
read -ra ports <<<"${REGALIA_PORTS:-8081 8082 8083}"

# The pid in a pid file, if that process is still a running Regalia node.
live_pid() {
  local pid args
  pid=$(cat "$dir/node-$1.pid" 2>/dev/null) || return 1
  args=$(ps -p "$pid" -o args= 2>/dev/null) || return 1
  [[ $args == *" serve "* ]] || return 1
  echo "$pid"
}

# Stops every node with a pid file here, whatever ports it was given.
stop_nodes() {
  local file port pid
  for file in "$dir"/node-*.pid; do
    [ -e "$file" ] || continue
    port=${file##*/node-}
    port=${port%.pid}
    if pid=$(live_pid "$port"); then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      echo "stopped node $port (pid $pid)"
    fi
    rm -f "$file"
  done
}

case "${1:-start}" in
start)
  [ -x "$bin" ] || { echo "no executable $bin (cargo build --release, or set REGALIA_BIN)" >&2; exit 1; }
  mkdir -p "$dir"
  for port in "${ports[@]}"; do
    if live_pid "$port" >/dev/null; then
      echo "node $port is already running; run: $0 stop" >&2; exit 1
    fi
  done
  trap 'trap - EXIT; stop_nodes; exit 130' INT TERM
  trap stop_nodes EXIT
  for port in "${ports[@]}"; do
    "$bin" serve --addr "127.0.0.1:$port" --db "$db" --bus "$bus" >"$dir/node-$port.log" 2>&1 &
    echo $! >"$dir/node-$port.pid"
  done
  # Each node prints "Regalia is at ..." once it listens.
  for port in "${ports[@]}"; do
    for _ in $(seq 300); do
      grep -q '^Regalia is at' "$dir/node-$port.log" && break
      live_pid "$port" >/dev/null || break
      sleep 0.1
    done
    if ! grep -q '^Regalia is at' "$dir/node-$port.log"; then
      echo "node $port did not start; its log ($dir/node-$port.log) ends with:" >&2
      tail -n 20 "$dir/node-$port.log" >&2
      exit 1
    fi
    echo "node $port: http://127.0.0.1:$port (log: $dir/node-$port.log)"
  done
  echo "all ${#ports[@]} nodes are up; Ctrl-C stops them"
  # A node that dies (or is killed to watch a takeover) leaves the others
  # running; this returns once all have exited or on Ctrl-C.
  wait || true
  ;;
stop)
  stop_nodes
  ;;
*)
  echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
