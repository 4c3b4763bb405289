import type { DataSource, EntityManager } from 'typeorm';
import type { CheckpointStore } from '../event-log.port';

/** Checkpoints in PostgreSQL, written in the subscriber's own transaction. */
export class PostgresCheckpointStore implements CheckpointStore<EntityManager> {
  constructor(private readonly dataSource: DataSource) {}

  async load(subscriptionId: string): Promise<ReadonlyMap<string, string>> {
    const rows: { partition: string; position: string }[] = await this.dataSource.query(
      'SELECT partition, position FROM event_log_checkpoints WHERE subscription_id = $1',
      [subscriptionId],
    );
    return new Map(rows.map((row) => [row.partition, row.position]));
  }

  async save(tx: EntityManager, subscriptionId: string, positions: ReadonlyMap<string, string>): Promise<void> {
    await tx.query(
      `INSERT INTO event_log_checkpoints (subscription_id, partition, position)
       SELECT $1, p.partition, p.position FROM unnest($2::text[], $3::text[]) AS p(partition, position)
       ON CONFLICT (subscription_id, partition) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
      [subscriptionId, [...positions.keys()], [...positions.values()]],
    );
  }
}
