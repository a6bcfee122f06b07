# One container with the api and every frontend behind the Node gateway (the same process as `npm start`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm ci && npx turbo run build --filter=@clinic/gateway... --filter=@clinic/shell --filter=@clinic/mf-*

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 8080
CMD ["node", "gateway/dist/gateway.mjs"]
