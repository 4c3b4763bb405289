import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../../services/gateway/src/gateway';
import { stockRows, testSiteCommand } from './fixtures';

export interface ShopGateway {
  readonly gateway: RunningGateway;
  readonly commands: CommandBus;
  /** Its KAFKA_TOPIC_PREFIX: a Kafka reader of its census topics needs it. */
  readonly topicPrefix: string;
  /** The storefront's stock rows of a product, once the catalog's read model caught up. */
  stockOf(itemId: string): Promise<unknown[][]>;
  stop(): Promise<void>;
}

/**
 * An embedded gateway on a database (and topic prefix) of its own, with one test site at `host`
 * and no cart rate limit: what the checkout tests start from. `env` adds settings.
 */
export async function startShopGateway(name: string, websiteId: string, host: string, env: Readonly<Record<string, string>> = {}): Promise<ShopGateway> {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  const topicPrefix = testTopicPrefix(name);
  const gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${name}-${Date.now()}`, KAFKA_TOPIC_PREFIX: topicPrefix }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(websiteId, host));
  await gateway.runtime.catchUp();
  return {
    gateway,
    commands,
    topicPrefix,
    stockOf: async (itemId) => {
      await gateway.runtime.catchUp();
      const response = await fetch(`${gateway.url}/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { 'x-forwarded-host': host } });
      return stockRows((await response.json()) as Parameters<typeof stockRows>[0]);
    },
    stop: async () => {
      await gateway.stop();
      await database.drop();
    },
  };
}
