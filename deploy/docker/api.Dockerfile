# The api alone, built from its own workspace (and the shared package it imports), nothing else.
# docker compose builds it; by hand: docker build -f deploy/docker/api.Dockerfile -t clinic/api .
FROM node:20-bookworm-slim AS prune
WORKDIR /src
COPY . .
RUN npx --yes turbo@2.11.9 prune @clinic/api --docker

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY --from=prune /src/out/json/ ./
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ ./
COPY tsconfig.base.json ./
RUN npx turbo run build --filter=@clinic/api && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/server.mjs"]
