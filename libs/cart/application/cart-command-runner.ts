import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, runCommand, type CommandResult } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { CartMovedError, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';
import { CART_VIEWS, type CartViews } from './cart-views.port';
import { cartStream, cartStreamId } from './cart.stream';
import { PerKeyQueue } from './per-key-queue';

/**
 * Replicas adding to one cart at once take turns winning the version check; a command may lose a
 * few rounds in a row (each about an even chance), so it gets more than the platform's default.
 */
const CART_CONCURRENCY_RETRIES = 20;

/**
 * Decides a command on a cart's stream and appends with the expected version, writing the
 * visitor's view (state and version) in the append's own statement; the next command starts from that
 * view, one row instead of the stream's events. Commands on one cart queue in this process; another
 * process (a replica) racing for the same cart loses the version check and decides again.
 */
@Injectable()
export class CartCommandRunner {
  private readonly queue = new PerKeyQueue();

  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(CART_VIEWS) private readonly views: CartViews,
  ) {}

  /**
   * `command` may still be on its way (its handler reading the catalog): it is awaited in the
   * cart's turn, alongside the read of the cart view, so the two queries overlap.
   */
  run(cartId: string, command: CartCommand | Promise<CartCommand>): Promise<CommandResult<CartEvent, CartState>> {
    // Awaited in its turn below; a failure before then must not count as unhandled.
    if (command instanceof Promise) command.catch(() => undefined);
    return this.queue.run(cartId, async () => {
      const [decided, view] = await Promise.all([command, this.views.readVersioned(cartId)]);
      return withSpan(`command ${decided.type}`, () =>
        runCommand(this.store, {
          stream: cartStream,
          streamId: cartStreamId(cartId),
          command: decided,
          maxRetries: CART_CONCURRENCY_RETRIES,
          // A cart without a view yet (a new one, or a view table being rebuilt) is folded from its stream.
          load: async () => view,
          inlineWrite: (state) => (state.status === 'absent' ? undefined : this.views.writeWithAppend(state)),
        }),
      );
    });
  }
}

/**
 * Runs `work` on a cart; if the cart was merged into a site user's at sign-in (an old cookie, or a
 * tab racing the sign-in), runs `onMoved` on the user's cart instead, so the change is not lost.
 */
export async function followMerged<T, U>(work: () => Promise<T>, onMoved: (targetCartId: string) => Promise<U>): Promise<T | U> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartMovedError) return onMoved(error.targetCartId);
    throw error;
  }
}
