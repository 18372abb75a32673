# syntax=docker/dockerfile:1
# Multi-stage image: build everything once, ship only the server's production dependencies,
# the compiled server and the built client. Configure with DATABASE_URL and JWT_SECRET.

FROM node:24-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@12 --no-audit --no-fund --loglevel=error
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY e2e/package.json e2e/
COPY packages/contracts/package.json packages/contracts/
# Dependency patches (patches/README.md) are applied by the install.
COPY patches/ patches/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build \
 && pnpm --filter @specforge/server deploy --prod --legacy /out/server \
 && cp -r server/dist /out/server/dist \
 && mkdir -p /out/client && cp -r client/dist /out/client/dist

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/specforge
WORKDIR /app
COPY --from=build /out/ ./
RUN mkdir -p /var/lib/specforge && chown -R node:node /var/lib/specforge
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
