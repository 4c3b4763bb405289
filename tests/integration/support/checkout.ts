import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { TEST_CARDS } from '@mercato/payments';
import { product, variant } from './cart-products';
import { shopper, type Shopper } from './shopper';

/** A physical product with one variant of `qtyInStock` units at `priceCents`. */
export async function createStockedProduct(commands: CommandBus, websiteId: string, title: string, qtyInStock: number, priceCents = 2500): Promise<{ itemId: string; sku: string }> {
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(websiteId, { title: `${title} shop`, navigationTitle: '', urlId: '', description: '', enabled: true }));
  const sku = `${title.toUpperCase().replace(/\W+/g, '-')}-1`;
  const created: { id: string } = await commands.execute(new CreateProductCommand(websiteId, store.id, product(title, { variants: [variant(sku, priceCents, { qtyInStock })] })));
  return { itemId: created.id, sku };
}

export const ADDRESS = { name: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

/** A shopper who put `quantity` of the product in a fresh cart. */
export async function shopperWith(baseUrl: string, host: string, item: { itemId: string; sku: string }, quantity = 1): Promise<Shopper> {
  const browser = shopper(baseUrl, host);
  await browser.cart();
  const added = await browser.add({ itemId: item.itemId, sku: item.sku, quantity });
  if (added.status !== 200) throw new Error(`add failed: ${added.status} ${JSON.stringify(added.body)}`);
  return browser;
}

/** POST /api/commerce/checkout as the checkout page sends it. */
export function checkOut(browser: Shopper, options: { card?: string; key?: string; email?: string; body?: Record<string, unknown> } = {}) {
  return browser.call('POST', '/api/commerce/checkout', {
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    body: { email: options.email ?? 'ada@example.com', shippingAddress: ADDRESS, card: { number: options.card ?? TEST_CARDS.succeeds }, ...options.body },
  });
}
