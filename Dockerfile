# The Croupier server as a container: the API, the player site, the studio games and the
# operator console on one port, in production mode (README "Production").
#
#   docker build -t croupier .
#   docker compose up -d        (compose.yaml: PostgreSQL, Redis and this image)

# --- manifests: what npm ci reads, so a change of source does not reinstall dependencies ---
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/engines/package.json packages/engines/
COPY packages/web-kit/package.json packages/web-kit/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/games/package.json apps/games/
COPY apps/backoffice/package.json apps/backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# --- build: the three browser apps ------------------------------------------------------
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: the server and what it serves -------------------------------------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    CROUPIER_MODE=production \
    PORT=8080
WORKDIR /app
COPY --from=manifests /app ./
# The server runs its TypeScript through tsx (a dependency), so no compile step; the test and
# build tools stay out of the image.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages/contract/src packages/contract/src
COPY packages/engines/src packages/engines/src
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/tsconfig.json apps/server/
COPY tsconfig.base.json ./
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/games/dist apps/games/dist
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8080/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
