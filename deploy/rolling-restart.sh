#!/usr/bin/env bash
# Restarts the Kirana processes one at a time (docs/deploy.md): each drains on SIGTERM while
# nginx sends its calls to the others, and the next one is stopped only once this one answers
# /api/health again. Usage: deploy/rolling-restart.sh 3001 3002 3003
# KIRANA_RESTART_CMD is how one process is restarted, {port} standing for its port (default the
# systemd unit's; the cluster suite gives its own, which restarts its child processes).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 PORT [PORT...]" >&2; exit 2; }
restart_cmd=${KIRANA_RESTART_CMD:-'systemctl restart kirana@{port}'}
for port in "$@"; do
  echo "restarting kirana@$port"
  bash -c "${restart_cmd//\{port\}/$port}"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null || { echo "kirana@$port did not come back" >&2; exit 1; }
done
echo "all restarted"
