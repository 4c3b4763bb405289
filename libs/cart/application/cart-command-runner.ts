import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, runCommand, type CommandResult } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { CartMovedError, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';
import { CART_VIEWS, type CartViews, type VersionedCart } from './cart-views.port';
import { cartStream, cartStreamId } from './cart.stream';
import { PerKeyQueue } from './per-key-queue';
import { RecentCarts } from './recent-carts';

/**
 * Replicas adding to one cart at once take turns winning the version check; a command may lose a
 * few rounds in a row (each about an even chance), so it gets more than the platform's default.
 */
const CART_CONCURRENCY_RETRIES = 20;

/**
 * Decides a command on a cart's stream and appends with the expected version, writing the
 * visitor's view (state and version) in the append's own statement. The next command starts from
 * the state this process's last append left (RecentCarts), or else from that view: one row instead
 * of the stream's events. Commands on one cart queue in this process; another process (a replica)
 * racing for the same cart loses the version check and decides again.
 */
@Injectable()
export class CartCommandRunner {
  private readonly queue = new PerKeyQueue();
  private readonly recent = new RecentCarts();

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
      const remembered = this.recent.take(cartId);
      const [decided, view] = await Promise.all([command, remembered ?? this.views.readVersioned(cartId)]);
      try {
        const result = await this.decideAndAppend(cartId, decided, view);
        // A remembered cart another replica changed since appends nothing when the decision is a refusal
        // or no change at all: those are decided again on the stored view before they are answered.
        if (remembered && result.events.length === 0) return this.remembering(cartId, await this.decideAndAppend(cartId, decided, await this.views.readVersioned(cartId)));
        return this.remembering(cartId, result);
      } catch (error) {
        this.recent.forget(cartId);
        if (!remembered) throw error;
        return this.remembering(cartId, await this.decideAndAppend(cartId, decided, await this.views.readVersioned(cartId)));
      }
    });
  }

  private decideAndAppend(cartId: string, command: CartCommand, view: VersionedCart | undefined): Promise<CommandResult<CartEvent, CartState>> {
    let loaded = view;
    return withSpan(`command ${command.type}`, () =>
      runCommand(this.store, {
        stream: cartStream,
        streamId: cartStreamId(cartId),
        command,
        maxRetries: CART_CONCURRENCY_RETRIES,
        // A cart without a view yet (a new one, or a view table being rebuilt) is folded from its stream.
        // After a lost race the winner's append has written the view: it is read again, not the stream folded.
        load: async (attempt) => (loaded = attempt === 0 ? view : await this.views.readVersioned(cartId)),
        // Decided on a view: the view's rows hold that state, and only the changes are written.
        inlineWrite: (state, decidedOn) =>
          state.status === 'absent' ? undefined : this.views.writeWithAppend(state, decidedOn === loaded?.state && decidedOn.status !== 'absent' ? decidedOn : undefined),
      }),
    );
  }

  private remembering(cartId: string, result: CommandResult<CartEvent, CartState>): CommandResult<CartEvent, CartState> {
    if (result.state.status === 'absent') this.recent.forget(cartId);
    else this.recent.remember(cartId, { state: result.state, version: result.version });
    return result;
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
