import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { nextDueAt, type SubscriptionState } from '@mercato/subscriptions/domain';

type KnownSubscription = Exclude<SubscriptionState, { status: 'absent' }>;

/** Writes the subscription's row in the append's transaction, so a read right after the write sees it. */
export async function writeSubscriptionView(manager: EntityManager, state: SubscriptionState): Promise<void> {
  if (state.status === 'absent') return;
  await manager.query(
    `INSERT INTO subscription_views (subscription_id, website_id, token_hash, status, due_at, state) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subscription_id) DO UPDATE SET status = EXCLUDED.status, due_at = EXCLUDED.due_at, state = EXCLUDED.state, updated_at = now()`,
    [state.subscriptionId, state.websiteId, state.confirmationTokenHash, state.status, nextDueAt(state), JSON.stringify(state)],
  );
}

/** Reads of the subscriptions' rows: by confirmation token for the page, by due time for the scheduler. */
@Injectable()
export class SubscriptionViews {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async byTokenHash(websiteId: string, tokenHash: string): Promise<KnownSubscription | undefined> {
    const rows: Array<{ state: KnownSubscription }> = await this.dataSource.query(`SELECT state FROM subscription_views WHERE token_hash = $1 AND website_id = $2`, [
      tokenHash,
      websiteId,
    ]);
    return rows[0]?.state;
  }

  /** Active subscriptions due at `now`, longest waiting first. */
  async dueAt(now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ subscription_id: string }> = await this.dataSource.query(
      `SELECT subscription_id FROM subscription_views WHERE status = 'active' AND due_at <= $1 ORDER BY due_at LIMIT $2`,
      [now.toISOString(), limit],
    );
    return rows.map((row) => row.subscription_id);
  }
}
