#!/bin/sh
# Start of every nginx container: publish (remote) or write remotes.json (shell), render, check, serve.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
case "${NGINX_ROLE:-}" in
  remote) "$here/publish-release.sh" ;;
  shell) "$here/remotes-json.sh" ;;
esac
"$here/render.sh"
nginx -t -q -c "${NGINX_CONF_DIR:-/etc/clinic-nginx}/nginx.conf"
exec nginx -c "${NGINX_CONF_DIR:-/etc/clinic-nginx}/nginx.conf" -g 'daemon off;'
