import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@mercato/testing';

const runFile = promisify(execFile);
const kafkaScript = join(__dirname, '../../../deploy/kafka/kafka.sh');

/** A Kafka broker of one test file alone, for fault tests that stop it (the run's shared broker must not stop). */
export interface OwnKafkaBroker {
  readonly address: string;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it if it runs and deletes its data. */
  remove(): Promise<void>;
}

/** Starts a broker on free ports with its data in a new temporary folder named after `name`. */
export async function startOwnKafkaBroker(name: string): Promise<OwnKafkaBroker> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-kafka-`));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const startArgs = ['--port', String(port), '--controller-port', String(controllerPort), '--data-dir', dataDir];
  const kafka = (command: 'start' | 'stop') => runFile('bash', [kafkaScript, command, ...(command === 'start' ? startArgs : ['--data-dir', dataDir])], { timeout: 300_000 });
  const broker: OwnKafkaBroker = {
    address: `127.0.0.1:${port}`,
    start: async () => void (await kafka('start')),
    stop: async () => void (await kafka('stop')),
    remove: async () => {
      await kafka('stop').catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await broker.start();
  return broker;
}
