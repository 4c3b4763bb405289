import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConcurrencyError, PostgresEventStore, loadState } from '@mercato/event-store';
import { orderStreamId, type KnownOrder, type OrderCommand, type OrderEvent, type OrderState } from '@mercato/orders/domain';
import { writeOrderView } from '@mercato/orders/infrastructure';
import { orderStream } from './order.streams';

/** Doubled checkouts and the catalog's own writers may race a transaction; each lost race decides again. */
const ORDER_CONCURRENCY_RETRIES = 50;

export interface OrderStep {
  /** The command for the order as it stands in this transaction; undefined decides nothing. */
  readonly command: (manager: EntityManager, state: OrderState) => Promise<OrderCommand | undefined>;
  /** What else commits with the events (stock, mail); runs only when there are events. */
  readonly alongside?: (manager: EntityManager, events: readonly OrderEvent[], next: KnownOrder) => Promise<void>;
}

/**
 * Decides a command on an order's stream in one transaction with whatever commits alongside it,
 * appending with the expected version and writing the order's view. A lost race (a doubled request,
 * a product stream written meanwhile) rolls everything back and decides again on the new state.
 */
@Injectable()
export class OrderCommandRunner {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async run(orderId: string, step: OrderStep): Promise<OrderState> {
    const streamId = orderStreamId(orderId);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.store.transaction(async (manager) => {
          const { state, version } = await loadState(this.store, orderStream, streamId, manager);
          const command = await step.command(manager, state);
          const events = command ? orderStream.decider.decide(command, state) : [];
          if (events.length === 0) return state;
          const next = events.reduce(orderStream.decider.evolve, state) as KnownOrder;
          await step.alongside?.(manager, events, next);
          await this.store.append(streamId, orderStream.streamType, version === 0 ? 'no_stream' : version, events.map((event) => orderStream.codec.encode(event)), { manager });
          await writeOrderView(manager, next);
          return next;
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= ORDER_CONCURRENCY_RETRIES) throw error;
      }
    }
  }

  async load(orderId: string): Promise<OrderState> {
    return (await loadState(this.store, orderStream, orderStreamId(orderId))).state;
  }
}
