import { CommandBus } from '@nestjs/cqrs';
import Ajv from 'ajv';
import type { ParsedMail } from 'mailparser';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { listTestPayments, TEST_CARD_MESSAGES, TEST_CARDS } from '@mercato/payments';
import { OrderAdminService } from '@mercato/orders/application';
import { orderStreamId } from '@mercato/orders/domain';
import { toLogRecord } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { GIFT_CARD_MAIL_SOURCE, giftCardIdOf } from '@mercato/gift-cards/application';
import { giftCardStreamId } from '@mercato/gift-cards/domain';
import { orderGiftCardsReactor } from '@mercato/gift-cards/infrastructure';
import { CHECKOUT_MESSAGES, GIFT_CARD_MESSAGES, ProductType, giftCardBalanceTooLowMessage } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { product, variant } from './support/cart-products';
import { checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { stockRows } from './support/fixtures';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Gift cards through checkout (issue 13 §5), on the real gateway and whichever transport
 * EVENT_TRANSPORT names: a paid gift card line issues a card whose code reaches the buyer by mail,
 * once however often checkout is retried; a code pays part or all of a later order; two checkouts
 * racing for one card's last balance cannot both succeed; a declined card or a refund gives the
 * spend back.
 */
const WEBSITE = 'checkout-gift-site';
const HOST = 'checkout-gift-shop.localhost';
const BUYER = 'gift-buyer@example.com';

let gateway: RunningGateway;
let smtp: TestSmtpServer;
let testGateway: TestGateway;
let commands: CommandBus;
let giftCardProduct: { itemId: string };

const denomination = (sku: string, cents: number) => variant(sku, cents, { unlimited: true, optionValues: [{ optionName: 'Amount', value: `$${cents / 100}` }] });
const codeIn = (mail: ParsedMail): string => /Gift card code: ([A-Z0-9-]+)/.exec(mail.text ?? '')![1]!;
const mailsTo = (email: string) => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email) && mail.subject?.startsWith('Your gift card'));
const orderMailTo = (email: string) => smtp.received.find((mail) => JSON.stringify(mail.to).includes(email) && /^Order #\d+ confirmed$/.test(mail.subject ?? ''));

async function stocked(title: string, qtyInStock: number, priceCents: number) {
  const created = await createStockedProduct(commands, WEBSITE, title, qtyInStock, priceCents);
  await gateway.runtime.catchUp();
  return created;
}

/** Buys a gift card of the denomination `sku` with the test card and reads its code from the buyer's mail. */
async function buyGiftCard(sku: string, email: string): Promise<{ code: string; orderId: string }> {
  const browser = await shopperWith(gateway.url, HOST, { itemId: giftCardProduct.itemId, sku });
  const answer = await checkOut(browser, { email, body: { shippingAddress: undefined } });
  expect(answer.status).toBe(200);
  const mail = await eventually(async () => {
    const [found] = mailsTo(email);
    expect(found).toBeDefined();
    return found!;
  });
  return { code: codeIn(mail), orderId: answer.body.order.id };
}

/** The balance the checkout page's balance check shows, once the spend's transaction is in. */
async function balanceOf(code: string): Promise<number> {
  const response = await fetch(`${gateway.url}/api/commerce/gift-cards/balance`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST }, body: JSON.stringify({ code }) });
  return ((await response.json()) as { balanceCents: number }).balanceCents;
}

async function stockOf(itemId: string): Promise<unknown[][]> {
  await gateway.runtime.catchUp();
  const response = await fetch(`${gateway.url}/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { 'x-forwarded-host': HOST } });
  return stockRows((await response.json()) as Parameters<typeof stockRows>[0]);
}

beforeAll(async () => {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  smtp = await startTestSmtpServer();
  testGateway = await startTestGateway('checkout-gift-cards', { websiteId: WEBSITE, host: HOST }, { SMTP_URL: smtp.url, GIFT_CARD_BALANCE_CHECKS_PER_MINUTE: '0' });
  gateway = testGateway.gateway;
  commands = gateway.app.get(CommandBus);
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Gifts', navigationTitle: '', urlId: '', description: '', enabled: true }));
  const created: { id: string } = await commands.execute(
    new CreateProductCommand(WEBSITE, store.id, product('Gift Card', { productType: ProductType.GIFT_CARD, variantOptionOrdering: ['Amount'], variants: [denomination('GIFT-20', 2000), denomination('GIFT-50', 5000)] })),
  );
  giftCardProduct = { itemId: created.id };
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await testGateway?.stop();
  await smtp?.stop();
});

describe(`checkout with gift cards (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('a paid gift card line issues a card of the chosen denomination and mails its code once, however often checkout is retried', async () => {
    const browser = await shopperWith(gateway.url, HOST, { itemId: giftCardProduct.itemId, sku: 'GIFT-50' }, 2);
    const key = 'gift-card-purchase-key';
    const answers = await Promise.all([checkOut(browser, { key, email: 'twice@example.com' }), checkOut(browser, { key, email: 'twice@example.com' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const retried = await checkOut(browser, { key, email: 'twice@example.com', body: { cartToken: answers[0]!.body.order.purchasedCartId } });
    expect(retried.body.order.id).toBe(answers[0]!.body.order.id);
    const mails = await eventually(async () => {
      expect(mailsTo('twice@example.com')).toHaveLength(2);
      return mailsTo('twice@example.com');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('twice@example.com')).toHaveLength(2);
    const codes = mails.map(codeIn);
    expect(new Set(codes).size).toBe(2);
    expect(mails[0]!.subject).toBe('Your gift card: 50.00 USD');
    for (const code of codes) expect(await balanceOf(code)).toBe(5000);
  });

  it('a redelivered OrderPlaced issues and mails no second card', async () => {
    const { orderId } = await buyGiftCard('GIFT-20', 'redelivered@example.com');
    await gateway.runtime.catchUp();
    const { dataSource } = gateway.runtime;
    const store = new PostgresEventStore(dataSource);
    // The whole order stream delivered again, as after a crash before the reactor's checkpoint moved.
    const orderEvents = await store.readStream(orderStreamId(orderId));
    expect(orderEvents.map((event) => event.eventType)).toContain('OrderPlaced');
    await dataSource.transaction(async (manager) => {
      for (const event of orderEvents) await orderGiftCardsReactor.apply(toLogRecord(event), manager);
    });
    const giftCardId = giftCardIdOf(WEBSITE, orderId, '0:0');
    expect((await store.readStream(giftCardStreamId(giftCardId))).map((event) => event.eventType)).toEqual(['GiftCardIssued']);
    expect(await dataSource.query('SELECT reference FROM mail_outbox WHERE source = $1 AND reference = $2', [GIFT_CARD_MAIL_SOURCE, giftCardId])).toEqual([{ reference: giftCardId }]);
    expect(mailsTo('redelivered@example.com')).toHaveLength(1);
  });

  it('a code pays part of an order (the card the rest), then all of the next one with no card at all', async () => {
    const { code } = await buyGiftCard('GIFT-50', BUYER);
    const lamp = await stocked('Desk Lamp', 5, 3000);

    const first = await shopperWith(gateway.url, HOST, lamp);
    const quote = await first.call('POST', '/api/commerce/checkout/totals', { body: { giftCardCode: code.toLowerCase() } });
    expect(quote.body).toMatchObject({ grandTotalCents: 3000, giftCard: { codeLastFour: code.slice(-4), amountCents: 3000, balanceCents: 5000 }, cardChargeCents: 0 });
    const covered = await checkOut(first, { body: { giftCardCode: code, card: undefined } });
    expect(covered.status).toBe(200);
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, covered.body.order.id)).toEqual([]);
    expect(await balanceOf(code)).toBe(2000);

    const second = await shopperWith(gateway.url, HOST, lamp);
    expect((await checkOut(second, { body: { giftCardCode: code, card: undefined } })).body).toMatchObject({ status: 400, message: CHECKOUT_MESSAGES.cardRequired });
    const split = await checkOut(second, { body: { giftCardCode: code } });
    expect(split.status).toBe(200);
    expect(split.body.order).toMatchObject({ giftCard: { codeLastFour: code.slice(-4), amount: { value: 2000 } }, cardCharge: { value: 1000 }, grandTotal: { value: 3000 } });
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, split.body.order.id)).toEqual([expect.objectContaining({ status: 'captured', amountCents: 1000 })]);
    expect(await balanceOf(code)).toBe(0);
    expect((await checkOut(await shopperWith(gateway.url, HOST, lamp), { body: { giftCardCode: code } })).body).toMatchObject({ message: giftCardBalanceTooLowMessage('0.00 USD') });
    expect((await checkOut(await shopperWith(gateway.url, HOST, lamp), { body: { giftCardCode: 'AAAA-BBBB-CCCC-DDDD' } })).body).toMatchObject({ status: 404, message: GIFT_CARD_MESSAGES.codeNotFound });
  });

  it('a code covering the whole total needs no card: no provider call, a doubled or retried request spends once, and the order shows the split', async () => {
    const { code } = await buyGiftCard('GIFT-50', 'cover-buyer@example.com');
    const scarf = await stocked('Covered Scarf', 3, 2000);
    const browser = await shopperWith(gateway.url, HOST, scarf);
    const spender = { key: 'covered-by-gift-card', email: 'cover-spender@example.com' };
    const answers = await Promise.all([1, 2].map(() => checkOut(browser, { ...spender, body: { giftCardCode: code, card: undefined } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const order = answers[0]!.body.order;
    expect(answers[1]!.body.order.id).toBe(order.id);
    const retried = await checkOut(browser, { ...spender, body: { giftCardCode: code, card: undefined, cartToken: order.purchasedCartId } });
    expect(retried.body.order.id).toBe(order.id);
    expect(await balanceOf(code)).toBe(3000);
    const providerCalls: unknown[] = await gateway.runtime.dataSource.query('SELECT idempotency_key FROM test_payment_calls WHERE idempotency_key LIKE $1', [`order:${order.id}:%`]);
    expect(providerCalls).toEqual([]);

    // The order pages read the split, the code only by its last four characters, in the shape the OpenAPI document declares.
    const page = await browser.call('GET', `/api/commerce/orders/${order.orderToken}`);
    expect(page.body).toMatchObject({ status: 'placed', grandTotal: { value: 2000 }, giftCard: { codeLastFour: code.slice(-4), amount: { value: 2000, currencyCode: 'USD' } }, cardCharge: { value: 0 } });
    expect(JSON.stringify(page.body)).not.toContain(code.slice(0, 9));
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    const schema = document.paths['/api/commerce/orders/{orderToken}'].get.responses['200'].content['application/json'].schema;
    // The schema (derived from OrderConfirmationView) refuses properties it does not name.
    const validate = new Ajv({ strict: false, validateFormats: false }).compile({ ...schema, components: document.components });
    expect(validate(page.body) ? [] : validate.errors).toEqual([]);

    const mail = await eventually(async () => {
      const found = orderMailTo(spender.email);
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain(`Paid by gift card ····${code.slice(-4)}: 20.00 USD`);
    expect(mail.text).toContain('Charged to card: 0.00 USD');
    expect(`${mail.text}${mail.html}`).not.toContain(code.slice(0, 9));
  });

  it('two checkouts spending one card\'s last balance at once: one order, the other refused and its stock given back', async () => {
    const { code } = await buyGiftCard('GIFT-20', 'racer@example.com');
    const vase = await stocked('Race Vase', 2, 2000);
    const [first, second] = await Promise.all([shopperWith(gateway.url, HOST, vase), shopperWith(gateway.url, HOST, vase)]);
    const answers = await Promise.all([checkOut(first!, { body: { giftCardCode: code, card: undefined } }), checkOut(second!, { body: { giftCardCode: code, card: undefined } })]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect([402, 409]).toContain(refused.status);
    expect(refused.body.message).toBe(giftCardBalanceTooLowMessage('0.00 USD'));
    expect(await balanceOf(code)).toBe(0);
    expect(await stockOf(vase.itemId)).toEqual([[vase.sku, false, 1]]);
  });

  it('a declined card gives the gift card part back; a refund of the order gives back what the card paid', async () => {
    const { code } = await buyGiftCard('GIFT-20', 'refund@example.com');
    const kettle = await stocked('Kettle', 1, 3000);
    const browser = await shopperWith(gateway.url, HOST, kettle);
    const declined = await checkOut(browser, { card: TEST_CARDS.declined, body: { giftCardCode: code } });
    expect(declined.body).toMatchObject({ status: 402, message: TEST_CARD_MESSAGES.declined });
    expect(await balanceOf(code)).toBe(2000);
    expect(await stockOf(kettle.itemId)).toEqual([[kettle.sku, false, 1]]);

    const paid = await checkOut(browser, { body: { giftCardCode: code } });
    expect(paid.status).toBe(200);
    expect(await balanceOf(code)).toBe(0);
    const admin = gateway.app.get(OrderAdminService);
    await expect(admin.refund(WEBSITE, paid.body.order.id, 1500)).rejects.toThrow(/refunded whole/);
    await admin.refund(WEBSITE, paid.body.order.id, 1000);
    expect(await balanceOf(code)).toBe(0);
    await admin.refund(WEBSITE, paid.body.order.id, 2000);
    expect(await balanceOf(code)).toBe(2000);
  });
});
