# syntax=docker/dockerfile:1
# One Kramik app node: the compiled server and the built web app (docs/operations.md, "Container").
#   docker build -t kramik .
#   docker run -p 3000:3000 -v kramik-data:/data kramik        # embedded database in /data
# compose.yaml runs two of them on PostgreSQL, Redis and S3-compatible storage behind Caddy.
# Only the README's npm scripts are used: `npm ci`, `npm run build`, `npm start`.

ARG NODE_IMAGE=node:20-slim

# ---- Production packages only (no compilers, test tools or browsers' drivers) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev && npm cache clean --force

# ---- Build: the web app (apps/web/dist, dist-ssr) and the server (apps/server/dist) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
# `npm run build` records beside each build the lockfile it was made with, so that `npm start`
# finds both builds current and starts at once. Then the development packages go: the runtime
# image takes its node_modules from the deps stage.
RUN npm run build \
 && mv node_modules/.cache/kramik /tmp/build-stamps \
 && rm -rf node_modules apps/*/node_modules packages/*/node_modules e2e/node_modules \
 && mkdir -p node_modules/.cache \
 && mv /tmp/build-stamps node_modules/.cache/kramik

# ---- Runtime ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_script_shell=/bin/bash
COPY --from=deps /app /app
COPY --from=build /app /app
# The code stays root's and read-only to the server; only DATA_DIR is its to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (the process answers): readiness (/api/health/ready) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM must reach the server, which then finishes the requests in flight (SHUTDOWN_TIMEOUT_MS):
# npm passes it to its script's process and waits for it, but Debian's sh (dash) between them
# would die at once and leave the server to be killed with the container; bash runs the last
# command of a script in its own place (exec), so the chain is npm -> npm -> node. Run with an
# init (`docker run --init`, compose `init: true`) so that signals reach npm and zombies are reaped.
CMD ["npm", "start"]
