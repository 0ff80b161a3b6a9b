# syntax=docker/dockerfile:1
# Bawaba as one image for every role: ROLE=all (default), api or projector, from the environment.
# Build on the full Node image (compilers for any native addon, the whole dev toolchain for the web build),
# run on the slim one with production dependencies only.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# The lockfile alone first, so a source change reuses the cached install.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build` forces NODE_ENV=production for both vite builds (React's production bundle).
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    ROLE=all \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript directly (Node strips the types): sources, the built web app and
# production node_modules are all it needs; tests, dev tools and the npm-packaged Node stay behind.
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/api ./api
COPY --from=build --chown=root:root /app/commands ./commands
COPY --from=build --chown=root:root /app/contracts ./contracts
COPY --from=build --chown=root:root /app/domain ./domain
COPY --from=build --chown=root:root /app/infra ./infra
COPY --from=build --chown=root:root /app/projections ./projections
# The code is root's and read-only to the app; only DATA_DIR (embedded log, snapshots, dev mail) is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: both stores answer and the projections have caught up. A ROLE=projector
# container serves no HTTP; docker-compose.yml turns this check off for it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/main.js"]
