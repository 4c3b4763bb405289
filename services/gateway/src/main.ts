import 'reflect-metadata';
import { runService } from '@mercato/runtime';
import { gatewayFor } from './gateway';
import { DEMO_OWNER } from '@mercato/sites/seed';

/**
 * `npm start`: the whole product in one process on embedded PostgreSQL. With
 * MERCATO_GATEWAY_MODE=proxy, the edge of the distributed mode (docs/running.md).
 */
runService('gateway', gatewayFor, (gateway, config) => {
  const publicUrl = gateway.url.replace('127.0.0.1', 'localhost');
  const lines = [
    `Mercato is running at ${publicUrl}`,
    `  storefront: ${publicUrl}/shop   (second site in JPY: ${publicUrl.replace('localhost', 'jpy.localhost')})`,
    `  console:    ${publicUrl}/config`,
  ];
  if (config.gatewayMode === 'proxy') {
    lines.push('  mode:       proxy: /api/* goes to the sites and catalog services (docs/running.md)');
  } else {
    lines.push(`  API docs:   ${publicUrl}/api/docs`);
    if (config.seed === 'demo') lines.push(`  owner login: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    lines.push(`  data:       ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} (survives restarts)`);
  }
  return `\n${lines.join('\n')}\n\n`;
});
