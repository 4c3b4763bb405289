import { CommandBus } from '@nestjs/cqrs';
import type { ParsedMail } from 'mailparser';
import { eventually } from '@mercato/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import { CART_MESSAGES, GIFT_CARD_MESSAGES } from '@mercato/spec';
import { GIFT_CARDS, GiftCardError, type GiftCards, type GiftCardSpend } from '@mercato/gift-cards/ports';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Gift cards through the port checkout calls and the checkout page's balance endpoint, on the real
 * gateway and whichever transport EVENT_TRANSPORT names: the code reaches the buyer by mail, spends
 * racing for one card's last balance cannot both succeed, and a retried spend applies once.
 */
const WEBSITE = 'gift-card-site';
const HOST = 'gift-card-shop.localhost';
const OTHER_HOST = 'other-gift-shop.localhost';

let gateway: RunningGateway;
let smtp: TestSmtpServer;
let testGateway: TestGateway;
let call: ApiClient['call'];
let giftCards: GiftCards;

const codeIn = (mail: ParsedMail): string => /Gift card code: ([A-Z0-9-]+)/.exec(mail.text ?? '')![1]!;
const balanceOf = (code: string, host = HOST) => call('POST', '/api/commerce/gift-cards/balance', { body: { code }, host });
const spend = (code: string, amountCents: number, idempotencyKey: string): GiftCardSpend => ({
  websiteId: WEBSITE,
  code,
  amountCents,
  currency: 'USD',
  idempotencyKey,
  orderReference: `order-${idempotencyKey}`,
});

/** Buys a card as checkout does (an order line paid) and reads its code from the buyer's mail. */
async function buyCard(orderId: string, amountCents: number, buyerEmail: string): Promise<string> {
  await giftCards.issue({ websiteId: WEBSITE, orderId, orderLineId: 'line-1', amountCents, currency: 'USD', buyerEmail });
  const mail = await eventually(async () => {
    const found = smtp.received.find((received) => received.subject?.includes(`${(amountCents / 100).toFixed(2)} USD`) && JSON.stringify(received.to).includes(buyerEmail));
    expect(found).toBeDefined();
    return found!;
  });
  return codeIn(mail);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testGateway = await startTestGateway('gift-cards', { websiteId: WEBSITE, host: HOST }, { SMTP_URL: smtp.url });
  gateway = testGateway.gateway;
  ({ call } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand('other-gift-site', OTHER_HOST));
  giftCards = gateway.app.get<GiftCards>(GIFT_CARDS);
}, 120_000);

afterAll(async () => {
  await testGateway?.stop();
  await smtp?.stop();
});

describe(`gift cards (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  let code: string;

  it('mails the buyer an unguessable code once, however often the order line is issued, and shows its balance on its own site only', async () => {
    code = await buyCard('order-1', 5000, 'ann@example.com');
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const again = await giftCards.issue({ websiteId: WEBSITE, orderId: 'order-1', orderLineId: 'line-1', amountCents: 5000, currency: 'USD', buyerEmail: 'ann@example.com' });
    expect(again).toMatchObject({ codeLastFour: code.slice(-4), balanceCents: 5000, currency: 'USD' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    const [{ n }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE topic = 'gift-cards.events.v1' AND data::text LIKE $1`, [`%${code.replace(/-/g, '')}%`]);
    expect(n).toBe(0);

    expect((await balanceOf(code.toLowerCase())).body).toEqual({ codeLastFour: code.slice(-4), balanceCents: 5000, currency: 'USD', balance: '50.00' });
    expect((await balanceOf(code, OTHER_HOST)).body).toMatchObject({ status: 404, message: GIFT_CARD_MESSAGES.codeNotFound });
    expect((await balanceOf('AAAA-BBBB-CCCC-DDDD')).body).toMatchObject({ status: 404, message: GIFT_CARD_MESSAGES.codeNotFound });
  });

  it('lets exactly one of two checkouts spend the last balance at once, and the card never goes below zero', async () => {
    await giftCards.redeem(spend(code, 3000, 'checkout-a'));
    const results = await Promise.allSettled([giftCards.redeem(spend(code, 2000, 'checkout-b')), giftCards.redeem(spend(code, 2000, 'checkout-c'))]);
    const applied = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toEqual(new GiftCardError('conflict', 'This gift card has only 0.00 USD left.', 'code'));
    expect((await balanceOf(code)).body).toMatchObject({ balanceCents: 0 });
    const balances: Array<{ balance: string }> = await gateway.runtime.dataSource.query(
      `SELECT data->'balanceAfter'->>'value' AS balance FROM es_events WHERE event_type = 'GiftCardRedeemed' ORDER BY global_position`,
    );
    expect(balances.map((row) => Number(row.balance))).toEqual([2000, 0]);
  });

  it('applies a retried spend (same idempotency key) once, even when the retries race', async () => {
    const second = await buyCard('order-2', 2500, 'bob@example.com');
    const retries = await Promise.all([1, 2, 3].map(() => giftCards.redeem(spend(second, 1000, 'checkout-d'))));
    expect(new Set(retries.map((retry) => retry.redemptionId)).size).toBe(1);
    expect(retries.map((retry) => retry.amountAppliedCents)).toEqual([1000, 1000, 1000]);
    expect((await balanceOf(second)).body).toMatchObject({ balanceCents: 1500 });
  });

  it('gives a refunded spend back to the card once', async () => {
    const third = await buyCard('order-3', 1000, 'cy@example.com');
    const redemption = await giftCards.redeem(spend(third, 1000, 'checkout-e'));
    await Promise.all([giftCards.refund(redemption), giftCards.refund(redemption)]);
    expect((await balanceOf(third)).body).toMatchObject({ balanceCents: 1000 });
    await expect(giftCards.redeem({ ...spend(third, 1001, 'checkout-f') })).rejects.toEqual(new GiftCardError('conflict', 'This gift card has only 10.00 USD left.', 'code'));
  });

  it('refuses a balance check without a code as bad input, and documents every answer for the fuzz stage', async () => {
    expect((await call('POST', '/api/commerce/gift-cards/balance', { body: { code: 42 } })).body).toMatchObject({ status: 400, message: GIFT_CARD_MESSAGES.codeNotFound });
    expect((await call('POST', '/api/commerce/gift-cards/balance', { body: { code: 'AB\u0000' } })).status).toBe(400);
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    expect(Object.keys(document.paths['/api/commerce/gift-cards/balance'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
  });

  it('limits balance checks per address with the spec message', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt++) answers.push(await balanceOf('AAAA-BBBB-CCCC-DDDD'));
    expect(answers.at(-1)!.body).toMatchObject({ status: 429, message: CART_MESSAGES.rateLimited });
  });
});
