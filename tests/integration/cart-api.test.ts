import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { ChangeProductCommand } from '@mercato/catalog/application';
import { PostgresCartViews } from '@mercato/cart/infrastructure';
import { ADD_TO_CART_MESSAGES, CART_COOKIE, CART_MESSAGES, CART_RULE_MESSAGES, ProductType, sessionExpiredMessage } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { createCartTestProducts, type CartTestProducts } from './support/cart-products';
import { shopper } from './support/shopper';

/**
 * The spec §7 cart calls through the embedded gateway, on whichever transport EVENT_TRANSPORT
 * names: answers to the letter, every §5 message, the crumb, the cookie, 429 and body caps.
 */
const WEBSITE = 'cart-site';
const HOST = 'cart-shop.localhost';
const ENTRIES = '/api/commerce/shopping-cart/entries';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let products: CartTestProducts;
const visitor = (options: Parameters<typeof shopper>[2] = {}) => shopper(gateway.url, HOST, options);
const eventCount = async (): Promise<number> => (await gateway.runtime.dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE topic = 'cart.events.v1'`))[0].n;

beforeAll(async () => {
  // A small per-address budget so the 429 test reaches it; every other visitor has its own address.
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '2';
  process.env.CART_RATE_LIMIT_BURST = '30';
  // Offers cached for a minute: a catalog change an add sees here was dropped from the cache by the projection, not aged out.
  process.env.CART_OFFER_CACHE_TTL_MS = '60000';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-cart-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('cart-api') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  products = await createCartTestProducts(commands, WEBSITE);
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`cart API (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('answers an empty cart to a visitor without a cart cookie, and sets no cart cookie', async () => {
    const browser = visitor();
    const cart = await browser.cart('?timecode=123&calculateSubtotal=true');
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ id: null, entries: [], totalQuantity: 0, subtotalCents: 0, isPurchased: false, summary: { items: 0, subtotal: '0.00' } });
    expect(browser.cartCookie()).toBeUndefined();
  });

  it('adds to a new cart: shoppingCart and newlyAdded with the spec fields, an HttpOnly SameSite=Lax cart cookie, and a GET that sees the write', async () => {
    const browser = visitor();
    await browser.cart();
    const added = await browser.add({ itemId: products.scarf.id, sku: 'SCARF-RED', quantity: 2, additionalFields: null });
    expect(added.status).toBe(200);
    const cookie = browser.cartCookie()!;
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    const { shoppingCart, newlyAdded } = added.body;
    expect(newlyAdded).toEqual({
      id: expect.any(String),
      itemId: products.scarf.id,
      quantity: 2,
      chosenVariant: { sku: 'SCARF-RED', attributes: { Color: 'Red' } },
      additionalFields: null,
      title: 'Wool Scarf',
      subTotal: 3000,
      purchasePriceCents: 1500,
      // Project addition: the scarf has no picture.
      image: null,
    });
    expect(shoppingCart).toEqual({
      id: cookie.value,
      websiteId: WEBSITE,
      orderId: null,
      created: expect.any(Number),
      isPurchased: false,
      entries: [newlyAdded],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 3000,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 3000,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
      helperView: { id: cookie.value, items: [{ id: newlyAdded.id, itemId: products.scarf.id, sku: 'SCARF-RED', title: 'Wool Scarf', quantity: 2, productType: ProductType.PHYSICAL }], itemCount: 2, cartValue: 3000, currencyCode: 'USD' },
      summary: { items: 2, subtotal: '30.00' },
    });
    expect((await browser.cart()).body).toEqual(shoppingCart);
  });

  it("gives an entry its product's main image (project addition), kept in the cart as added", async () => {
    const browser = visitor();
    await browser.cart();
    const added = await browser.add({ itemId: products.tee.id, sku: 'TEE-M-BLUE', quantity: 1, additionalFields: null });
    expect(added.status).toBe(200);
    // The first image, its empty alt text falling back to its title (spec §3).
    const image = { assetUrl: 'https://cart-shop.localhost/media/tee.jpg', altText: 'Blue tee, folded', originalSize: '1200x1500' };
    expect(added.body.newlyAdded.image).toEqual(image);
    expect((await browser.cart()).body.entries).toEqual([expect.objectContaining({ title: 'Tee', image })]);
  });

  it('adds the same item, variant and fields to one entry, and different fields to another; derives digital flags from the product types', async () => {
    const browser = visitor();
    await browser.cart();
    const first = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Engraving":"Ada","Font":"Serif"}' });
    const same = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Font":"Serif","Engraving":"Ada"}' });
    expect(same.body.newlyAdded).toMatchObject({ id: first.body.newlyAdded.id, quantity: 2, additionalFields: { Engraving: 'Ada', Font: 'Serif' } });
    const ebook = await browser.add({ itemId: products.ebook.id, sku: null, quantity: 1 });
    expect(ebook.status).toBe(200);
    expect(ebook.body.shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 2 * 2500 + 900, hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(ebook.body.shoppingCart.entries).toHaveLength(2);
    // The pen's stock (2) is all in the cart: another engraving is refused, whatever its text (spec §5).
    const other = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Engraving":"Bob"}' });
    expect(other.body).toEqual({ status: 400, message: ADD_TO_CART_MESSAGES.notEnoughStock, code: 'invalid', errors: { quantity: ADD_TO_CART_MESSAGES.notEnoughStock }, crumbFail: false });
  });

  it('adds an item with an additional-fields form while stock holds one unit beyond what the cart has of it, whatever the fields, then refuses with the spec message (§5)', async () => {
    const browser = visitor();
    await browser.cart();
    // Stock 2, nothing in the cart: one unit beyond 0.
    const ada = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Engraving":"Ada"}' });
    expect(ada.status).toBe(200);
    // Other fields make another entry, but the count is of the item and variant: 1 in the cart, stock 2.
    const bob = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Engraving":"Bob"}' });
    expect(bob.status).toBe(200);
    expect(bob.body.shoppingCart.entries).toHaveLength(2);
    // 2 in the cart, stock 2: no unit beyond it, for any engraving.
    const cy = await browser.add({ itemId: products.pen.id, sku: 'PEN', quantity: 1, additionalFields: '{"Engraving":"Cy"}' });
    expect(cy.status).toBe(400);
    expect(cy.body).toEqual({ status: 400, message: 'Sorry, we do not have enough of that item available.', code: 'invalid', errors: { quantity: ADD_TO_CART_MESSAGES.notEnoughStock }, crumbFail: false });
    const after = (await browser.cart()).body;
    expect(after.entries.map((entry: { additionalFields: unknown; quantity: number }) => [entry.additionalFields, entry.quantity])).toEqual([
      [{ Engraving: 'Ada' }, 1],
      [{ Engraving: 'Bob' }, 1],
    ]);
  });

  it.each([
    ['one unselected option', () => ({ itemId: products.scarf.id, sku: null }), 'Please select the Color option.'],
    ['two unselected options', () => ({ itemId: products.tee.id, sku: null }), 'Please select the Size and Color options.'],
    ['three unselected options', () => ({ itemId: products.shoe.id, sku: null }), 'Please select the Size, Color and Width options.'],
    ['no such variant', () => ({ itemId: products.scarf.id, sku: 'SCARF-PINK' }), ADD_TO_CART_MESSAGES.variantUnavailable],
    ['no such item', () => ({ itemId: 'no-such-item', sku: null }), CART_RULE_MESSAGES.itemUnavailable],
    ['a gift card without denomination', () => ({ itemId: products.giftCard.id, sku: null }), ADD_TO_CART_MESSAGES.giftCardDenominationMissing],
    ['a quantity that is not a number', () => ({ itemId: products.scarf.id, sku: 'SCARF-GREY', quantity: 'two' }), ADD_TO_CART_MESSAGES.quantityNotANumber],
    ['a quantity that is not whole', () => ({ itemId: products.scarf.id, sku: 'SCARF-GREY', quantity: 1.5 }), ADD_TO_CART_MESSAGES.quantityNotWhole],
    ['a quantity of 0', () => ({ itemId: products.scarf.id, sku: 'SCARF-GREY', quantity: 0 }), CART_RULE_MESSAGES.quantityOutOfRange],
    ['a quantity over 9999', () => ({ itemId: products.scarf.id, sku: 'SCARF-GREY', quantity: 10000 }), CART_RULE_MESSAGES.quantityOutOfRange],
    ['more than the stock', () => ({ itemId: products.scarf.id, sku: 'SCARF-RED', quantity: 4 }), ADD_TO_CART_MESSAGES.notEnoughStock],
    ['additional fields that are not an object', () => ({ itemId: products.pen.id, sku: 'PEN', additionalFields: '["Ada"]' }), CART_RULE_MESSAGES.additionalFieldsNotAnObject],
    ['additional fields over 8 KiB', () => ({ itemId: products.pen.id, sku: 'PEN', additionalFields: JSON.stringify({ Engraving: 'x'.repeat(9000) }) }), CART_RULE_MESSAGES.additionalFieldsTooLarge],
  ])('refuses %s with the spec message, crumbFail false, and changes nothing', async (_case, body, message) => {
    const browser = visitor();
    await browser.cart();
    const before = await eventCount();
    const refused = await browser.add(body());
    expect(refused.body).toMatchObject({ message, status: refused.status, crumbFail: false });
    expect([400, 404]).toContain(refused.status);
    expect(await eventCount()).toBe(before);
    expect(browser.cartCookie()).toBeUndefined();
  });

  it('counts what the cart already holds of the item and variant against the stock', async () => {
    const browser = visitor();
    await browser.cart();
    expect((await browser.add({ itemId: products.scarf.id, sku: 'SCARF-RED', quantity: 2 })).status).toBe(200);
    expect((await browser.add({ itemId: products.scarf.id, sku: 'SCARF-RED', quantity: 2 })).body.message).toBe(ADD_TO_CART_MESSAGES.notEnoughStock);
    expect((await browser.add({ itemId: products.scarf.id, sku: 'SCARF-RED', quantity: 1 })).body.newlyAdded.quantity).toBe(3);
  });

  it('refuses state changes without the crumb (cookies on or off) with crumbFail true, and writes nothing', async () => {
    const browser = visitor();
    await browser.cart();
    const before = await eventCount();
    const withoutCrumb = await browser.add({ itemId: products.scarf.id, sku: 'SCARF-GREY' }, { crumb: false });
    expect(withoutCrumb.body).toEqual({ status: 403, message: sessionExpiredMessage(true), crumbFail: true });
    const wrongCrumb = await browser.add({ itemId: products.scarf.id, sku: 'SCARF-GREY' }, { crumb: 'stale' });
    expect(wrongCrumb.body.crumbFail).toBe(true);
    const noCookies = visitor({ cookiesOff: true });
    const refused = await noCookies.add({ itemId: products.scarf.id, sku: 'SCARF-GREY' }, { crumb: 'anything' });
    expect(refused.body).toEqual({ status: 403, message: sessionExpiredMessage(false), crumbFail: true });
    expect(await eventCount()).toBe(before);
  });

  it('updates additional fields (PUT), changes a quantity within stock and removes an entry', async () => {
    const browser = visitor();
    await browser.cart();
    const pen = (await browser.add({ itemId: products.pen.id, sku: 'PEN', additionalFields: '{"Engraving":"Ada"}' })).body.newlyAdded;
    const scarf = (await browser.add({ itemId: products.scarf.id, sku: 'SCARF-GREY', quantity: 1 })).body.newlyAdded;
    const updated = await browser.call('PUT', `${ENTRIES}/${pen.id}/additionalFields`, { body: { itemId: products.pen.id, sku: 'PEN', additionalFields: '{"Engraving":"Bob"}' } });
    expect(updated.status).toBe(200);
    expect(updated.body.updatedEntry).toMatchObject({ id: pen.id, additionalFields: { Engraving: 'Bob' } });
    expect(updated.body.shoppingCart.entries.find((entry: { id: string }) => entry.id === pen.id).additionalFields).toEqual({ Engraving: 'Bob' });
    const stale = await browser.call('PUT', `${ENTRIES}/${pen.id}/additionalFields`, { body: { itemId: products.scarf.id, sku: 'PEN', additionalFields: '{}' } });
    expect(stale.body).toMatchObject({ status: 404, message: CART_RULE_MESSAGES.entryNotFound, crumbFail: false });

    const more = await browser.call('PUT', `${ENTRIES}/${pen.id}/quantity`, { body: { quantity: 2 } });
    expect(more.body.updatedEntry.quantity).toBe(2);
    const tooMany = await browser.call('PUT', `${ENTRIES}/${pen.id}/quantity`, { body: { quantity: 3 } });
    expect(tooMany.body).toMatchObject({ status: 400, message: ADD_TO_CART_MESSAGES.notEnoughStock, crumbFail: false });
    const noCrumb = await browser.call('PUT', `${ENTRIES}/${pen.id}/quantity`, { body: { quantity: 1 }, crumb: false });
    expect(noCrumb.body.crumbFail).toBe(true);

    const removed = await browser.call('DELETE', `${ENTRIES}/${scarf.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.shoppingCart.entries.map((entry: { id: string }) => entry.id)).toEqual([pen.id]);
    expect((await browser.call('DELETE', `${ENTRIES}/${scarf.id}`)).body).toMatchObject({ status: 404, message: CART_RULE_MESSAGES.entryNotFound });
    expect((await browser.cart()).body.totalQuantity).toBe(2);
    // Another visitor cannot touch this cart's entries: theirs has none.
    const stranger = visitor();
    await stranger.cart();
    expect((await stranger.call('DELETE', `${ENTRIES}/${pen.id}`)).status).toBe(404);
  });

  it('recalculates a price that changed in the catalog since the add on the next read', async () => {
    const browser = visitor();
    await browser.cart();
    await browser.add({ itemId: products.coffee.id, sku: 'COFFEE', quantity: 2 });
    const coffee = products.coffee.variantIds[0]!;
    await gateway.app.get(CommandBus).execute(new ChangeProductCommand(WEBSITE, products.coffee.id, { type: 'ChangeVariantPrice', variantId: coffee, priceCents: 3500, salePriceCents: 0, onSale: false }));
    await gateway.runtime.catchUp();
    expect((await browser.cart('?calculateSubtotal=false')).body.subtotalCents).toBe(6000);
    const repriced = await browser.cart();
    expect(repriced.body).toMatchObject({ subtotalCents: 7000, entries: [{ purchasePriceCents: 3500, subTotal: 7000 }], summary: { subtotal: '70.00' } });
    expect((await browser.cart('?calculateSubtotal=false')).body.subtotalCents).toBe(7000);
  });

  it("sees a stock or price change in the very next add once the projections have caught up, though the add before had just read the product's offer", async () => {
    const commands = gateway.app.get(CommandBus);
    const shoe = { itemId: products.shoe.id, sku: 'SHOE-42', quantity: 1 };
    const variantId = products.shoe.variantIds[0]!;
    const browser = visitor();
    await browser.cart();
    expect((await browser.add(shoe)).status).toBe(200);

    // The owner sets the stock to what the cart holds: no unit beyond it.
    await commands.execute(new ChangeProductCommand(WEBSITE, products.shoe.id, { type: 'SetStockLevel', variantId, unlimited: false, qtyInStock: 1 }));
    await gateway.runtime.catchUp();
    expect(await browser.add(shoe)).toMatchObject({ status: 400, body: { message: ADD_TO_CART_MESSAGES.notEnoughStock, errors: { quantity: ADD_TO_CART_MESSAGES.notEnoughStock } } });

    await commands.execute(new ChangeProductCommand(WEBSITE, products.shoe.id, { type: 'ChangeVariantPrice', variantId, priceCents: 9500, salePriceCents: 0, onSale: false }));
    await gateway.runtime.catchUp();
    const other = visitor();
    await other.cart();
    expect((await other.add(shoe)).body.newlyAdded).toMatchObject({ itemId: products.shoe.id, purchasePriceCents: 9500, subTotal: 9500 });
  });

  it('answers an empty sample cart with mock=true, without reading the visitor cart', async () => {
    const browser = visitor();
    await browser.cart();
    await browser.add({ itemId: products.scarf.id, sku: 'SCARF-GREY' });
    expect((await browser.cart('?mock=true')).body).toMatchObject({ id: null, entries: [] });
  });

  it('opens a separate one-item subscription cart and answers its token; refuses products that cannot be subscribed to', async () => {
    const browser = visitor();
    await browser.cart();
    const started = await browser.call('POST', '/api/3/commerce/cart/subscription', { body: { itemId: products.coffee.id, sku: 'COFFEE', qty: 1, additionalFields: null } });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ cartToken: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(browser.cartCookie()).toBeUndefined();
    const view = await new PostgresCartViews(gateway.runtime.dataSource).read(WEBSITE, started.body.cartToken);
    expect(view).toMatchObject({ status: 'open', kind: 'subscription', entries: [{ itemId: products.coffee.id, quantity: 1 }] });
    const refused = await browser.call('POST', '/api/3/commerce/cart/subscription', { body: { itemId: products.scarf.id, sku: 'SCARF-GREY', qty: 1 } });
    expect(refused.body).toMatchObject({ status: 400, message: CART_RULE_MESSAGES.notSubscribable, crumbFail: false });
    expect((await browser.call('POST', '/api/3/commerce/cart/subscription', { body: { itemId: products.coffee.id, sku: 'COFFEE', qty: 1 }, crumb: false })).body.crumbFail).toBe(true);
  });

  it('caps bodies and refuses unknown fields, changing nothing', async () => {
    const browser = visitor();
    await browser.cart();
    const before = await eventCount();
    const huge = await browser.add({ itemId: products.pen.id, sku: 'PEN', additionalFields: JSON.stringify({ Engraving: 'x'.repeat(20_000) }) });
    expect(huge.body).toMatchObject({ status: 413, message: 'Request body is too large.', crumbFail: false });
    const unknownField = await browser.add({ itemId: products.pen.id, sku: 'PEN', price: 1 });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.crumbFail).toBe(false);
    expect(await eventCount()).toBe(before);
  });

  it('ignores a cart cookie that is not a cart id, and answers 429 past the per-address rate', async () => {
    const tampered = await fetch(`${gateway.url}/api/commerce/shopping-cart`, { headers: { 'x-forwarded-host': HOST, 'x-forwarded-for': '192.0.2.200', cookie: `${CART_COOKIE}=../../etc` } });
    expect(((await tampered.json()) as { id: unknown }).id).toBeNull();
    const address = '192.0.2.201';
    const browser = visitor({ address });
    const answers = await Promise.all(Array.from({ length: 40 }, () => browser.cart()));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toEqual({ status: 429, message: CART_MESSAGES.rateLimited, code: 'rate_limited', crumbFail: false });
    // Another address is not limited.
    expect((await visitor().cart()).status).toBe(200);
  });
});
