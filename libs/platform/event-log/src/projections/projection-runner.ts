import type { DataSource, EntityManager } from 'typeorm';
import type { EventLog, Subscription } from '../event-log.port';
import { applyBatch, type Projection } from './projection';

export function projectionSubscriptionId(projection: Projection): string {
  return `projection:${projection.name}`;
}

/**
 * Keeps a projection live: every batch is applied and its checkpoint saved in one transaction,
 * so a crash between the two is impossible and a redelivery is skipped. `committed` runs before
 * the batch counts as handled, so a `catchUp()` that waited for it finds this process's caches dropped.
 */
export function startProjection(log: EventLog<EntityManager>, dataSource: DataSource, projection: Projection): Promise<Subscription> {
  return log.subscribe({ subscriptionId: projectionSubscriptionId(projection), topics: projection.topics }, (records, checkpoint) =>
    dataSource.transaction(async (manager) => {
      await applyBatch(projection, records, manager);
      await checkpoint.save(manager);
    }).then(() => projection.committed?.(records)),
  );
}
