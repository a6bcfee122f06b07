#!/bin/sh
# Renders the nginx configuration of one role (gateway, shell or remote) from the templates beside this
# script and the environment. Containers run it at start; the tests run the same script on this machine.
#   NGINX_ROLE       gateway | shell | remote (required)
#   NGINX_CONF_DIR   where the rendered configuration goes        (/etc/clinic-nginx)
#   NGINX_RUN_DIR    pid file and temporary files                  (/run/clinic-nginx)
#   SITE_NAME        file name of the rendered site                (the role)
#   gateway: API_UPSTREAMS ("api:3000", or several "host:port" separated by spaces or commas),
#            SHELL_UPSTREAM, RENDER_UPSTREAM, MF_PUBLIC_UPSTREAM, MF_PATIENT_UPSTREAM, MF_ADMIN_UPSTREAM,
#            MF_DOCTOR_UPSTREAM; REAL_IP_FROM (optional: the addresses or networks of a proxy in front,
#            e.g. TLS, whose X-Forwarded-For then names the client)
#   shell:   APP_ROOT, REMOTES_JSON;  remote: APP_ROOT (its releases folder)
set -eu

TEMPLATES="${NGINX_TEMPLATES:-$(cd "$(dirname "$0")" && pwd)}"
: "${NGINX_ROLE:?set NGINX_ROLE to gateway, shell or remote}"
export NGINX_CONF_DIR="${NGINX_CONF_DIR:-/etc/clinic-nginx}"
export NGINX_RUN_DIR="${NGINX_RUN_DIR:-/run/clinic-nginx}"
export NGINX_USER="${NGINX_USER:-www-data}"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-/dev/stdout}"
export LISTEN_PORT="${LISTEN_PORT:-8080}"
SITE_NAME="${SITE_NAME:-$NGINX_ROLE}"

case "$NGINX_ROLE" in
  gateway)
    : "${API_UPSTREAMS:?set API_UPSTREAMS, e.g. api:3000}"
    for name in SHELL_UPSTREAM RENDER_UPSTREAM MF_PUBLIC_UPSTREAM MF_PATIENT_UPSTREAM MF_ADMIN_UPSTREAM MF_DOCTOR_UPSTREAM; do
      eval "value=\${$name:-}"
      [ -n "$value" ] || { echo "render.sh: set $name (host:port of that container)" >&2; exit 1; }
    done
    # A failing replica is rested for 10 s while the others serve.
    API_SERVERS="$(echo "$API_UPSTREAMS" | tr ',' ' ' | tr -s ' ' '\n' | sed '/^$/d; s/.*/  server & max_fails=3 fail_timeout=10s;/')"
    export API_SERVERS
    # Only a proxy named here is believed about the client's address (nginx's realip module); anyone else
    # is the client themselves, whatever X-Forwarded-For they send.
    REAL_IP_CONFIG=""
    set -f
    for source in $(echo "${REAL_IP_FROM:-}" | tr ',' ' '); do
      echo "$source" | grep -Eq '^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$' || { echo "render.sh: REAL_IP_FROM may hold only addresses or networks (CIDR), not '$source'" >&2; exit 1; }
      REAL_IP_CONFIG="$REAL_IP_CONFIG  set_real_ip_from $source;
"
    done
    set +f
    [ -z "$REAL_IP_CONFIG" ] || REAL_IP_CONFIG="${REAL_IP_CONFIG}  real_ip_header X-Forwarded-For;
  real_ip_recursive on;"
    export REAL_IP_CONFIG
    ;;
  shell) : "${APP_ROOT:?set APP_ROOT}" "${REMOTES_JSON:?set REMOTES_JSON}" ;;
  remote) : "${APP_ROOT:?set APP_ROOT}" ;;
  *) echo "render.sh: NGINX_ROLE must be gateway, shell or remote, not '$NGINX_ROLE'" >&2; exit 1 ;;
esac

# Only these names are replaced; every other `$name` in the templates is nginx's own variable.
VARS='${NGINX_CONF_DIR} ${NGINX_RUN_DIR} ${NGINX_USER} ${NGINX_ACCESS_LOG} ${LISTEN_PORT} ${APP_ROOT} ${REMOTES_JSON} ${API_SERVERS} ${REAL_IP_CONFIG} ${SHELL_UPSTREAM} ${RENDER_UPSTREAM} ${MF_PUBLIC_UPSTREAM} ${MF_PATIENT_UPSTREAM} ${MF_ADMIN_UPSTREAM} ${MF_DOCTOR_UPSTREAM}'

mkdir -p "$NGINX_CONF_DIR/sites" "$NGINX_CONF_DIR/snippets" "$NGINX_RUN_DIR"
cp "$TEMPLATES"/snippets/*.conf "$NGINX_CONF_DIR/snippets/"
envsubst "$VARS" < "$TEMPLATES/nginx.conf.template" > "$NGINX_CONF_DIR/nginx.conf"
envsubst "$VARS" < "$TEMPLATES/sites/$NGINX_ROLE.conf.template" > "$NGINX_CONF_DIR/sites/$SITE_NAME.conf"
