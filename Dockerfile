# syntax=docker/dockerfile:1
# Nakshatra: one image for every instance (README "Deployment").
#   docker build -t nakshatra .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e REDIS_URL=redis://... nakshatra

# 1. Dependencies, all of them (the web build needs Vite and the type tools).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/astro/package.json packages/astro/
COPY packages/contracts/package.json packages/contracts/
COPY packages/readings/package.json packages/readings/
RUN npm ci --no-audit --no-fund

# 2. Build the web app (apps/web/dist, served by the server), then drop the dev dependencies.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 3. Runtime: sources (the server runs TypeScript through tsx, a production dependency),
#    production node_modules and the built web app; no compilers, no dev tools.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/server ./apps/server
# The whole web workspace: its dist, and node_modules the server-rendering bundle imports.
COPY --from=build --chown=node:node /app/apps/web ./apps/web
# Without DATABASE_URL the embedded database writes here: a volume keeps it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/api/ready: database and Redis) is what the load
# balancer checks; docker-compose.yml uses it for the instances.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly (not npm): SIGTERM reaches the server, which drains and exits (server.ts).
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
