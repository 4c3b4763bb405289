import type { DataSource, EntityManager } from 'typeorm';
import { serverCensusMessage, type CensusMessage, type ServerCensusRecord } from '@mercato/census/domain';
import type { CensusSink } from '@mercato/census/application';
import { createLogger } from '@mercato/observability';

/**
 * Queues a server-side census record in the caller's transaction (a reactor's, which moves its
 * checkpoint): kept once per record id, delivered or not, so a replay or rebuild adds nothing.
 * Answers whether it was new.
 */
export async function enqueueCensusRecord(manager: EntityManager, record: ServerCensusRecord): Promise<boolean> {
  const message = serverCensusMessage(record);
  const rows: unknown[] = await manager.query(
    'INSERT INTO census_outbox (record_id, message) VALUES ($1, $2) ON CONFLICT (record_id) DO NOTHING RETURNING record_id',
    [record.recordId, JSON.stringify(message)],
  );
  return rows.length > 0;
}

/** Rows delivered per sink write. */
const BATCH = 200;
const logger = createLogger('census-outbox');

/**
 * Moves queued server records to the census sink (the census_records table, or Kafka): locks a
 * batch, writes it, marks it delivered, in one transaction. A sink that fails leaves the rows for
 * the next round; a crash between the sink's acknowledgement and the commit sends a batch again
 * with the same record ids (census consumers deduplicate on `record-id`).
 */
export class CensusOutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly sink: CensusSink,
    private readonly intervalMs: number,
  ) {}

  async start(): Promise<void> {
    await this.sink.start();
    this.timer = setInterval(() => void this.deliverPending().catch((error: unknown) => logger.warn({ err: error }, 'census outbox delivery failed; retried next round')), this.intervalMs);
  }

  /** Delivers what is queued now; rounds never overlap. Answers how many records went. */
  deliverPending(): Promise<number> {
    const round = this.running.then(() => this.deliverAll());
    this.running = round.then(
      () => undefined,
      () => undefined,
    );
    return round;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.sink.close();
  }

  private async deliverAll(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const rows: Array<{ record_id: string; message: CensusMessage }> = await manager.query(
          'SELECT record_id, message FROM census_outbox WHERE delivered_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED',
          [BATCH],
        );
        if (rows.length === 0) return 0;
        await this.sink.write(rows.map((row) => row.message));
        await manager.query('UPDATE census_outbox SET delivered_at = now() WHERE record_id = ANY($1::uuid[])', [rows.map((row) => row.record_id)]);
        return rows.length;
      });
      delivered += count;
      if (count < BATCH) return delivered;
    }
  }
}
