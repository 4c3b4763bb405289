// The gateway's idle memory as `npm start` runs it: starts `node scripts/start.mjs` on a fresh data
// dir (embedded PostgreSQL, demo seed), waits until it is serving and then `idleSeconds` more, and
// prints the resident set size of the gateway's Node process (PostgreSQL's processes not counted).
//
//   node tests/load/idle-rss.mjs [idleSeconds=30] [samples=5]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const idleSeconds = Number(process.argv[2] ?? 30);
const samples = Number(process.argv[3] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'mercato-idle-rss-'));
const port = 30000 + Math.floor(Math.random() * 20000);

const starter = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(port + 1), LOG_LEVEL: 'warn' },
});

/** start.mjs runs the gateway as its child: the one Node process among its children. */
function gatewayPid() {
  const children = readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const node = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] === process.execPath);
  if (!node) throw new Error('no gateway process under scripts/start.mjs');
  return node;
}

function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) / 1024;
}

try {
  await new Promise((resolve, reject) => {
    let output = '';
    starter.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Mercato is running')) resolve();
    });
    starter.once('exit', (code) => reject(new Error(`scripts/start.mjs exited with ${code} before serving:\n${output}`)));
  });
  await delay(idleSeconds * 1000);
  const pid = gatewayPid();
  const readings = [];
  for (let i = 0; i < samples; i++) {
    readings.push(rssMiB(pid));
    await delay(1000);
  }
  readings.sort((a, b) => a - b);
  console.log(`gateway idle RSS after ${idleSeconds} s: median ${readings[Math.floor(samples / 2)].toFixed(0)} MiB (min ${readings[0].toFixed(0)}, max ${readings.at(-1).toFixed(0)})`);
} finally {
  starter.kill('SIGTERM');
  await new Promise((resolve) => (starter.exitCode !== null ? resolve() : starter.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
