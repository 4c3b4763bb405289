// `npm start`: runs the gateway in embedded mode (one process, embedded PostgreSQL, seeded demo).
// TypeScript runs through swc-node, which also resolves the tsconfig path aliases.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// A 32 MiB young generation (V8's default is 16): half the scavenges, each a pause of the event
// loop; at 500 events/s it took the commit-to-read-model p99 from 46-53 to 34-42 ms (tests/load/RESULTS.md).
const child = spawn(process.execPath, ['--max-semi-space-size=32', '--enable-source-maps', '-r', '@swc-node/register', join(root, 'services/gateway/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
