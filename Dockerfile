# One image for every service of the distributed deployment (docker-compose.yml, deploy/k8s/):
# the command picks the service, e.g. `node -r @swc-node/register services/catalog/src/main.ts`.
# TypeScript runs from source through @swc-node/register, as in development.
FROM node:24-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    npm_config_update_notifier=false
WORKDIR /app

# Sources are needed before `npm ci`: the workspaces (libs/*, services/*, web/*) are part of the install.
COPY . .
# Full install (dev dependencies included): @swc-node/register reads tsconfig.json with typescript.
RUN npm ci --no-audit --no-fund \
    && npm cache clean --force \
    && chown -R node:node /app

USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SERVICE_NAME is gateway, catalog or sites.
ENV SERVICE_NAME=gateway
CMD ["sh", "-c", "exec node -r @swc-node/register services/${SERVICE_NAME}/src/main.ts"]
