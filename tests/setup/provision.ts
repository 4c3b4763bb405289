import { providePostgres } from '@mercato/testing';

/**
 * One PostgreSQL (and, for the Kafka transport, one Kafka broker) per test run, shared by every
 * test file through environment variables; each file makes its own database on the server.
 */
export default async function globalSetup(): Promise<void> {
  const postgres = await providePostgres();
  process.env.TEST_POSTGRES_URL = postgres.url;
  const stops: Array<() => Promise<void>> = [postgres.stop];
  if (process.env.EVENT_TRANSPORT === 'kafka') {
    const { provideKafka } = await import('@mercato/testing/kafka');
    const kafka = await provideKafka();
    process.env.KAFKA_BROKERS = kafka.brokers.join(',');
    stops.push(kafka.stop);
  }
  (globalThis as { __mercatoStops?: Array<() => Promise<void>> }).__mercatoStops = stops;
}
