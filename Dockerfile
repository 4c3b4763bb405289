# One image for every service of the distributed deployment (docker-compose.yml, deploy/k8s/):
# the command picks the service, e.g. `node --enable-source-maps dist/services/catalog/src/main.js`.
# Production runs the JavaScript that `npm run build` compiled; the TypeScript tool chain (swc, its
# register hook, typescript) stays in the build stage.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Sources are needed before `npm ci`: the workspaces (libs/*, services/*, web/*) are part of the install.
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    npm_config_update_notifier=false
WORKDIR /app
# The sources stay beside dist/: the gateway bundles the storefront's browser code from them at start.
COPY . .
# /var/lib/mercato/media: the media service's image files (MEDIA_DIR in docker-compose.yml), owned by
# node so a fresh volume mounted there is writable.
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /var/lib/mercato/media \
    && chown -R node:node /app /var/lib/mercato
COPY --from=build --chown=node:node /app/dist ./dist

USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SERVICE_NAME names the service: gateway, sites, catalog, census, cart, restock, site-users, orders, forms or media.
ENV SERVICE_NAME=gateway
CMD ["sh", "-c", "exec node --enable-source-maps dist/services/${SERVICE_NAME}/src/main.js"]
