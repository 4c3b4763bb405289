import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryInput } from '@mercato/cart/domain';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { touchedEntryId, type CartChange } from './cart-change';
import { CartCommandRunner } from './cart-command-runner';

/** Spec §7 POST /api/3/commerce/cart/subscription: a new one-item cart; its id is the cart token. */
export class StartSubscriptionCommand {
  constructor(
    readonly websiteId: string,
    readonly itemId: string,
    readonly input: EntryInput,
  ) {}
}

@CommandHandler(StartSubscriptionCommand)
export class StartSubscriptionHandler implements ICommandHandler<StartSubscriptionCommand, CartChange> {
  constructor(
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
  ) {}

  async execute({ websiteId, itemId, input }: StartSubscriptionCommand): Promise<CartChange> {
    const cartId = randomUUID();
    const product = await this.offers.offerOf(websiteId, itemId);
    const result = await this.runner.run(cartId, { type: 'StartSubscription', websiteId, cartId, entryId: randomUUID(), at: Date.now(), product, ...input });
    return { cartId, state: result.state, entryId: touchedEntryId(result.events) };
  }
}
