import { providePostgres } from '@mercato/testing';

/**
 * One PostgreSQL (and, for the Kafka transport, one Kafka broker) per test run, shared by every
 * test file through environment variables; each file makes its own database on the server.
 * scripts/test.sh provisions both once for all its stages and exports TEST_POSTGRES_URL and
 * KAFKA_BROKERS: those are used as they are and left running. Run alone (`npx jest -c
 * jest.integration.config.js`), this setup provisions them itself and the teardown stops them.
 */
export default async function globalSetup(): Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  if (!process.env.TEST_POSTGRES_URL) {
    const postgres = await providePostgres();
    process.env.TEST_POSTGRES_URL = postgres.url;
    stops.push(async () => {
      delete process.env.TEST_POSTGRES_URL;
      await postgres.stop();
    });
  }
  if (process.env.EVENT_TRANSPORT === 'kafka' && !process.env.KAFKA_BROKERS) {
    const { provideKafka } = await import('@mercato/testing/kafka');
    const kafka = await provideKafka();
    process.env.KAFKA_BROKERS = kafka.brokers.join(',');
    stops.push(async () => {
      delete process.env.KAFKA_BROKERS;
      await kafka.stop();
    });
  }
  (globalThis as { __mercatoStops?: Array<() => Promise<void>> }).__mercatoStops = stops;
}
