# The render service: the public pages rendered on the server (gateway/src/render-server.ts), built from
# the gateway's workspace. Its one bundle needs no node_modules; it reads the builds it renders with, and
# the api, through the gateway (SITE_ORIGIN), as a browser reads them.
FROM node:20-bookworm-slim AS prune
WORKDIR /src
COPY . .
RUN npx --yes turbo@2.11.9 prune @clinic/gateway --docker

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY --from=prune /src/out/json/ ./
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ ./
COPY tsconfig.base.json ./
RUN npx turbo run build --filter=@clinic/gateway

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
COPY --from=build --chown=node:node /app/gateway/dist/render-server.mjs ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/render-health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "render-server.mjs"]
