# One frontend app (APP=shell, mf-public, mf-patient, mf-admin or mf-doctor), built from its own workspace
# (and the shared package) only, served by Debian's nginx with the brotli modules, the same build the tests
# run. A remote's build runs the federation contract check; a remote that breaks it fails here.
ARG APP=shell

FROM node:20-bookworm-slim AS prune
ARG APP
WORKDIR /src
COPY . .
RUN npx --yes turbo@2.11.9 prune "@clinic/${APP}" --docker

FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY --from=prune /src/out/json/ ./
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ ./
COPY tsconfig.base.json ./
RUN npx turbo run build --filter="@clinic/${APP}"
# Compressed once here instead of on every request.
RUN apt-get update && apt-get install -y --no-install-recommends brotli \
  && find "${APP}/dist" -type f -regex '.*\.\(js\|css\|html\|json\|svg\|txt\)$' \
     -exec gzip -k -9 {} \; -exec brotli -k -q 11 {} \;

FROM debian:12-slim
ARG APP
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light \
     libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
     gettext-base curl \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx/ /usr/share/clinic/nginx/
COPY --from=build "/app/${APP}/dist" /usr/share/clinic/app/
ENV NGINX_TEMPLATES=/usr/share/clinic/nginx LISTEN_PORT=8080 BUILD_DIR=/usr/share/clinic/app
EXPOSE 8080
# The shell answers its page; a remote, the manifest of the version it published.
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD curl -fsS -o /dev/null "http://127.0.0.1:8080/$([ "$NGINX_ROLE" = remote ] && echo "$APP_VERSION/mf-manifest.json")"
ENTRYPOINT ["/usr/share/clinic/nginx/entrypoint.sh"]
