// Starts the app for the e2e run exactly as a user would (`node scripts/start.mjs`), in its own
// process, on a free port, with a throw-away data directory and the demo seed; exports
// STOREFRONT_URL for the specs once GET /health/ready answers 200.
const { spawn } = require('node:child_process');
const { chmodSync, mkdirSync, mkdtempSync } = require('node:fs');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');

const repoRoot = resolve(__dirname, '../../..');
// The first start initialises PostgreSQL and seeds; on 2 busy cores that takes a while.
const readyTimeoutMs = Number(process.env.MERCATO_E2E_START_TIMEOUT_MS ?? 180_000);
const outputLimit = 200_000;
const startedLine = /running at https?:\/\//i;
/** How long the checkpoints must stay still before the read models count as settled. */
const quietMs = 1_500;

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function isReady(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Projections apply the seed's events asynchronously, after start-up has returned: wait until no
 * subscription checkpoint (projections, forwarder) has moved for a while, reading the embedded
 * PostgreSQL the app started (the defaults of libs/platform/database/src/embedded-postgres.ts).
 */
async function waitForProjectionsToSettle(postgresPort, deadline) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: `postgres://mercato:mercato@127.0.0.1:${postgresPort}/mercato` });
  try {
    await client.connect();
  } catch (error) {
    console.warn(`e2e: cannot read the app's checkpoints (${error.message}); waiting 3 s instead`);
    await sleep(3_000);
    return;
  }
  try {
    let last = '';
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
      const { rows } = await client.query(
        `SELECT coalesce(string_agg(subscription_id || '=' || position, ',' ORDER BY subscription_id, partition), '') AS state,
                (SELECT count(*) FROM es_events) AS events
           FROM event_log_checkpoints`,
      );
      const state = `${rows[0].events}|${rows[0].state}`;
      if (state !== last) {
        last = state;
        quietSince = Date.now();
      }
      await sleep(200);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

module.exports = async function globalSetup() {
  if (process.env.STOREFRONT_URL && process.env.MERCATO_E2E_USE_RUNNING === '1') return;

  const port = await freePort();
  // Embedded PostgreSQL listens on a fixed port by default (54329): a free one keeps a running `npm start` apart.
  const postgresPort = await freePort();
  const cacheDir = join(repoRoot, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dataDir = mkdtempSync(join(cacheDir, 'e2e-data-'));
  // Run as root, embedded-postgres runs the server as a `postgres` user that must reach this dir.
  chmodSync(dataDir, 0o755);
  const url = `http://localhost:${port}`;

  // A fresh embedded instance every run: never the developer's DATABASE_URL or Kafka cluster.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MERCATO_DATA_DIR: dataDir, MERCATO_SEED: 'demo', MERCATO_PG_PORT: String(postgresPort), EVENT_TRANSPORT: 'postgres' };
  delete env.DATABASE_URL;
  delete env.KAFKA_BROKERS;

  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown can stop the app and whatever it started (PostgreSQL).
    detached: true,
  });
  let started = false;
  const keep = (chunk) => {
    output += chunk.toString();
    started ||= startedLine.test(output.slice(-4096));
    if (output.length > outputLimit) output = output.slice(-outputLimit);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  // Never leave the app running when jest dies between setup and teardown.
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killGroup);
  globalThis.__mercatoE2e = { child, dataDir, killGroup, exited: () => exited, output: () => output };

  const deadline = Date.now() + readyTimeoutMs;
  const readyUrl = `http://127.0.0.1:${port}/health/ready`;
  for (;;) {
    if (exited) {
      throw new Error(`e2e: node scripts/start.mjs exited (code ${exited.code}, signal ${exited.signal}) before ${readyUrl} answered 200. Its output:\n${output}`);
    }
    // Ready, and start-up finished: `npm start` prints "... running at <url>" once the demo seed is
    // in (the gateway may answer /health/ready while it is still seeding through its own API).
    if (started && (await isReady(readyUrl))) break;
    if (Date.now() > deadline) {
      killGroup();
      throw new Error(`e2e: ${readyUrl} did not answer 200 (or no "running at <url>" line was printed) within ${readyTimeoutMs} ms. Output of node scripts/start.mjs:\n${output}`);
    }
    await sleep(250);
  }
  await waitForProjectionsToSettle(postgresPort, deadline);
  process.env.STOREFRONT_URL = url;
  console.log(`\ne2e: app ready at ${url} (data in ${dataDir})`);
};
