import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CART_RULE_MESSAGES } from '@mercato/spec';
import { missing, type CartCommand } from '@mercato/cart/domain';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { CART_VIEWS, type CartViews } from './cart-views.port';
import type { CartChange } from './cart-change';
import { CartCommandRunner, followMerged } from './cart-command-runner';

/** A change to one entry of the visitor's cart: quantity (with the stock check), fields, or removal. */
export type EntryChange =
  | { readonly type: 'ChangeQuantity'; readonly quantity: unknown }
  | { readonly type: 'UpdateAdditionalFields'; readonly itemId: string; readonly sku: string | null; readonly additionalFields: unknown }
  | { readonly type: 'RemoveEntry' };

export class ChangeEntryCommand {
  constructor(
    readonly websiteId: string,
    readonly cartId: string | undefined,
    readonly entryId: string,
    readonly change: EntryChange,
  ) {}
}

@CommandHandler(ChangeEntryCommand)
export class ChangeEntryHandler implements ICommandHandler<ChangeEntryCommand, CartChange> {
  constructor(
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
    @Inject(CART_VIEWS) private readonly views: CartViews,
  ) {}

  async execute({ websiteId, cartId, entryId, change }: ChangeEntryCommand): Promise<CartChange> {
    if (!cartId) throw missing(CART_RULE_MESSAGES.entryNotFound);
    const command = await this.commandFor(websiteId, cartId, entryId, change);
    const result = await followMerged(
      () => this.runner.run(cartId, command),
      (targetCartId) => this.execute(new ChangeEntryCommand(websiteId, targetCartId, entryId, change)),
    );
    return 'cartId' in result ? result : { cartId, state: result.state, entryId };
  }

  /** A quantity change needs the entry's product for the stock check: its item comes from the cart view. */
  private async commandFor(websiteId: string, cartId: string, entryId: string, change: EntryChange): Promise<CartCommand> {
    if (change.type !== 'ChangeQuantity') return { ...change, websiteId, entryId };
    const cart = await this.views.read(websiteId, cartId);
    const itemId = cart.status === 'absent' ? undefined : cart.entries.find((entry) => entry.entryId === entryId)?.itemId;
    const product = itemId ? await this.offers.offerOf(websiteId, itemId) : undefined;
    return { type: 'ChangeQuantity', websiteId, entryId, quantity: change.quantity, product };
  }
}
