import { runtimeConfigFromEnv, type RuntimeConfig } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';

/**
 * Distributed-mode services of one test run: each gets a database of its own (all dropped by
 * `dropDatabases`), the run's Kafka client ids and the run's topic prefix, which they share.
 */
export function distributedServices(run: string, topicPrefix: string) {
  const drops: Array<() => Promise<void>> = [];
  return {
    async config(serviceName: string): Promise<RuntimeConfig> {
      const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
      drops.push(database.drop);
      return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: topicPrefix });
    },
    async dropDatabases(): Promise<void> {
      for (const drop of drops) await drop();
    },
  };
}
