import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { createLogger } from '@mercato/observability';

/**
 * Channel notified after appends commit, so subscribers wake without waiting for their poll. The
 * payload lists the topics appended to (comma-separated), so only their subscribers wake; an empty
 * payload wakes every subscriber.
 */
export const EVENTS_APPENDED_CHANNEL = 'es_events_appended';

/** The topics a notification's payload names; `undefined` when it names none (wake everyone). */
export function notifiedTopics(payload: string | undefined): ReadonlySet<string> | undefined {
  return payload ? new Set(payload.split(',')) : undefined;
}

const logger = createLogger('event-store');

/**
 * Wakes the channel's listeners once appends have committed, outside the appending transaction.
 *
 * A NOTIFY inside the append made every commit in the database take PostgreSQL's one notify-queue
 * lock and hold it until its commit record was flushed: commits ran one at a time, a disk flush
 * each (an add to cart could not go past about 250 a second). The wake-up is only a hint (the
 * listeners poll as a fallback), so it is sent on its own, without waiting for the flush, and
 * coalesced: at most one in flight, and one more for every burst of commits that happen meanwhile.
 * It names the topics appended to, so a subscriber of other topics does not read the log for nothing.
 */
export class EventsAppendedNotifier {
  private inFlight = false;
  /** Topics committed to since the last notification was sent. */
  private pending = new Set<string>();
  /** Transactions that appended and have not committed yet, with the topics they appended to. */
  private readonly appendedIn = new WeakMap<QueryRunner, Set<string>>();

  private constructor(private readonly dataSource: DataSource) {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        const topics = this.appendedIn.get(queryRunner);
        if (!topics) return;
        this.appendedIn.delete(queryRunner);
        this.committed(topics);
      },
      afterTransactionRollback: ({ queryRunner }) => {
        this.appendedIn.delete(queryRunner);
      },
    };
    dataSource.subscribers.push(subscriber);
  }

  private static readonly byDataSource = new WeakMap<DataSource, EventsAppendedNotifier>();

  /** One notifier per data source, however many stores are made over it. */
  static of(dataSource: DataSource): EventsAppendedNotifier {
    let notifier = EventsAppendedNotifier.byDataSource.get(dataSource);
    if (!notifier) {
      notifier = new EventsAppendedNotifier(dataSource);
      EventsAppendedNotifier.byDataSource.set(dataSource, notifier);
    }
    return notifier;
  }

  /**
   * An append ran in `queryRunner`'s transaction: notify when it commits. Without a transaction
   * (`undefined`, or a runner outside one) the append was its own statement and has committed.
   */
  appended(queryRunner: QueryRunner | undefined, topics: Iterable<string>): void {
    if (!queryRunner?.isTransactionActive) return this.committed(topics);
    const open = this.appendedIn.get(queryRunner) ?? new Set<string>();
    for (const topic of topics) open.add(topic);
    this.appendedIn.set(queryRunner, open);
  }

  private committed(topics: Iterable<string>): void {
    for (const topic of topics) this.pending.add(topic);
    if (this.inFlight) return;
    this.inFlight = true;
    void this.send();
  }

  private async send(): Promise<void> {
    try {
      while (this.pending.size > 0 && this.dataSource.isInitialized) {
        const topics = [...this.pending].join(',');
        this.pending = new Set();
        // Its own transaction; set_config(…, true) lasts until that transaction's commit, so the commit does not wait for the flush.
        await this.dataSource.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`, [EVENTS_APPENDED_CHANNEL, topics]);
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not notify listeners of an append; they will find it on their next poll');
    } finally {
      this.inFlight = false;
    }
  }
}
