#!/usr/bin/env bash
# Prints deploy/nginx/kirana.conf.template for nginx listening on LISTEN_PORT in front of the API
# processes on 127.0.0.1:API_PORT... (or HOST:PORT), e.g.
#   deploy/nginx/render.sh 80 3001 3002 3003 > /etc/nginx/conf.d/kirana.conf
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 LISTEN_PORT API_PORT [API_PORT...]   (a port, or host:port)" >&2
  exit 2
fi
listen=$1
shift
servers=""
for p in "$@"; do
  case $p in *:*) addr=$p ;; *) addr=127.0.0.1:$p ;; esac
  servers+="  server ${addr} max_fails=1 fail_timeout=5s;"$'\n'
done
template="$(dirname "$0")/kirana.conf.template"
awk -v listen="$listen" -v servers="${servers%$'\n'}" '
  /\{\{API_SERVERS\}\}/ { print servers; next }
  { gsub(/\{\{LISTEN\}\}/, listen); print }
' "$template"
