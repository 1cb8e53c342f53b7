# The bot in a container: `docker build -t carcassonne .` then
# `docker run --env-file .env -v carcassonne-data:/data carcassonne` (games in SQLite on the volume), or
# `docker compose up` for the bot with PostgreSQL (compose.yaml).

# Build stage: the full Node image has python3, make and g++, for a native addon that must compile
# where its package carries no binary for the platform (better-sqlite3 and canvas carry them for
# linux x64 and arm64). esbuild bundles the bot into dist/; the dev packages are then dropped.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY scripts ./scripts
COPY src ./src
COPY commands ./commands
COPY render ./render
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

# Run stage: Node 24 slim, the built bot and its production packages, as the unprivileged user node.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    DATABASE_PATH=/data/games.sqlite \
    LOG_FORMAT=json \
    HEALTH_PORT=8080 \
    HEALTH_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# Ready: the gateway is connected and the database answers (src/bot/health.ts).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HEALTH_PORT}/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: it finishes what is in flight and exits within 10 s.
CMD ["node", "dist/main.js"]
