# syntax=docker/dockerfile:1
#
# The website and API in one image (docs/deployment.md, docs/decisions/075-deployment.md).
#
#   docker build -t zain-iq-web:<version> .
#   docker run --env-file prod.env -p 3000:3000 zain-iq-web:<version>
#
# Three stages: `build` installs every dependency and builds the web app; `runtime-deps` installs
# the production dependencies alone; the final stage copies what the server reads at run time onto
# a clean slim Node image. The server is TypeScript run by Node's own type stripping
# (`node src/server/main.ts`), so src/ is shipped as it is and there is no compile step for it.

# Node 24, as .nvmrc and the `node` devDependency say. Pin a digest here (`node:24.21.0-bookworm-slim@sha256:…`)
# for builds that must be repeatable byte for byte.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- build: all dependencies, then `react-router build` into build/ ---------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# swagger-ui-dist's analytics install script stays quiet.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json .npmrc ./
# --include=dev: the build tools are devDependencies (as in scripts/bootstrap.mjs).
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime-deps: production dependencies only, no install scripts ------------------------------
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# No production dependency needs an install script (only @scarf/scarf has one: analytics).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

# --- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/.data
WORKDIR /app
# What the server reads at run time: the production node_modules, the built web app (build/web and
# build/build-info.json), the server's TypeScript with the SQL migrations (src/db/migrations), the
# content files the seed loads, public/ (APP_BADGES_DIR defaults to public/badges), and the demo
# scratch cards that the seed reads in demo mode only.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY src ./src
COPY content ./content
COPY public ./public
COPY docs/demo-vouchers.csv ./docs/demo-vouchers.csv
# DATA_DIR holds uploads while they arrive (and private files with FILE_STORAGE=local): the one
# folder the server writes. The node user of the base image is uid 1000.
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly, not `npm start`: npm would try to build, and would not pass SIGTERM on cleanly.
CMD ["node", "src/server/main.ts"]
