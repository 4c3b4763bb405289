import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AddEntry, EntryInput } from '@mercato/cart/domain';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { touchedEntryId, type CartChange } from './cart-change';
import { CartCommandRunner, followMerged } from './cart-command-runner';

/** Spec §7 POST /api/commerce/shopping-cart/entries; without a cart (no cookie) a new one is opened. */
export class AddToCartCommand {
  constructor(
    readonly websiteId: string,
    readonly cartId: string | undefined,
    readonly itemId: string,
    readonly input: EntryInput,
  ) {}
}

@CommandHandler(AddToCartCommand)
export class AddToCartHandler implements ICommandHandler<AddToCartCommand, CartChange> {
  constructor(
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
  ) {}

  async execute({ websiteId, cartId, itemId, input }: AddToCartCommand): Promise<CartChange> {
    const id = cartId ?? randomUUID();
    const command = this.offers.offerOf(websiteId, itemId).then((product): AddEntry => ({ type: 'AddEntry', websiteId, cartId: id, entryId: randomUUID(), at: Date.now(), product, ...input }));
    const result = await followMerged(() => this.runner.run(id, command), (targetCartId) => this.execute(new AddToCartCommand(websiteId, targetCartId, itemId, input)));
    return 'cartId' in result ? result : { cartId: id, state: result.state, entryId: touchedEntryId(result.events) };
  }
}
