import { CommandBus } from '@nestjs/cqrs';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway, type RunningGateway } from '../../../services/gateway/src/gateway';
import { testSiteCommand } from './fixtures';

export interface TestGateway {
  readonly gateway: RunningGateway;
  /** Stops the gateway and drops its database. */
  stop(): Promise<void>;
}

/**
 * The embedded gateway on a database of its own and Kafka topics of its own (when EVENT_TRANSPORT
 * is kafka), without the seed, serving one test site at `host`. `env` adds settings (SMTP_URL...).
 */
export async function startTestGateway(name: string, site: { websiteId: string; host: string }, env: Readonly<Record<string, string>> = {}): Promise<TestGateway> {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  const gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      MERCATO_SEED: 'none',
      KAFKA_CLIENT_ID: `it-${Date.now()}`,
      KAFKA_TOPIC_PREFIX: testTopicPrefix(name),
      ...env,
    }),
  });
  await gateway.app.get(CommandBus).execute(testSiteCommand(site.websiteId, site.host));
  return {
    gateway,
    async stop() {
      await gateway.stop();
      await database.drop();
    },
  };
}
