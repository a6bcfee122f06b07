# The public gateway: Debian's nginx with the repo's configuration, rendered from the environment at start.
FROM debian:12-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light \
     libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
     gettext-base curl \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx/ /usr/share/clinic/nginx/
ENV NGINX_TEMPLATES=/usr/share/clinic/nginx NGINX_ROLE=gateway LISTEN_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/gateway-health"]
ENTRYPOINT ["/usr/share/clinic/nginx/entrypoint.sh"]
