import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { RestockError, UNKNOWN_VARIANT_MESSAGE, restockStreamId, waitingSignUps } from '@mercato/restock/domain';
import { restockStream } from './restock.stream';
import { VARIANT_STOCK, type VariantStock } from './variant-stock.port';
import type { SendOutcome, SendRequest } from '@mercato/restock/views';

export type { SendOutcome, SendRequest } from '@mercato/restock/views';

export class SendRestockNoticesCommand {
  constructor(
    readonly websiteId: string,
    readonly requests: readonly SendRequest[],
    /** Origin of the storefront the owner works on: the notices link there. */
    readonly siteUrl: string,
  ) {}
}

/**
 * Queues notices for each variant, bounded by the stock restock last read from the catalog. The
 * variant's stream serialises sends: a retried request or a second owner pressing send at once
 * decides again on the notices already queued and queues nobody twice.
 */
@CommandHandler(SendRestockNoticesCommand)
export class SendRestockNoticesHandler implements ICommandHandler<SendRestockNoticesCommand, SendOutcome[]> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(VARIANT_STOCK) private readonly stock: VariantStock,
  ) {}

  execute({ websiteId, requests, siteUrl }: SendRestockNoticesCommand): Promise<SendOutcome[]> {
    return withSpan('command SendRestockNotices', async () => {
      const outcomes: SendOutcome[] = [];
      for (const { productId, variantId } of requests) {
        const variant = await this.stock.variantOf(websiteId, productId, variantId);
        if (!variant) throw new RestockError('not_found', UNKNOWN_VARIANT_MESSAGE, 'variantId');
        const result = await runCommand(this.store, {
          stream: restockStream,
          streamId: restockStreamId(variantId),
          command: { type: 'SendRestockNotices', websiteId, productId, variantId, stock: variant.stock, siteUrl },
        });
        outcomes.push({ productId, variantId, sent: result.events.length, waiting: waitingSignUps(result.state).length });
      }
      return outcomes;
    });
  }
}
