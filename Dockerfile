# syntax=docker/dockerfile:1
# Heed: the API and the dashboard from one image (`docker build -t heed .`).
# The API:       docker run heed                      (node scripts/src/start.ts --api-only)
# The dashboard: docker run -e PORT=3000 heed node web/src/main.ts
# Tracing (either): -e OTEL_EXPORTER_OTLP_ENDPOINT=http://collector:4318 (docs/operations.md, "Tracing")
# The steps below are the ones `.ci/image-check` runs on every CI build without Docker:
# `npm ci --omit=dev`, the dashboard built by the full install, both processes started from it.

# ---- build: every dependency, to build the dashboard ------------------------------------------
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY db/package.json db/
COPY server/package.json server/
COPY web/package.json web/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @heed/web

# ---- runtime: production dependencies, the sources Node runs, the built dashboard ---------------
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    HEED_DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY db/package.json db/
COPY server/package.json server/
COPY web/package.json web/
COPY scripts/package.json scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contracts/src contracts/src
COPY db/src db/src
COPY server/src server/src
COPY scripts/src scripts/src
COPY web/src web/src
COPY --from=build /app/web/build web/build
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080 3000
# Ready (API and dashboard alike): the database answers (API: and every migration has run);
# 503 from the first moment of a stop (SIGTERM).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/internal/isReady').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "scripts/src/start.ts", "--api-only"]
