import { RESTOCK_MESSAGES } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { noticesASendQueues, restockDecider } from './restock.decider';
import { RestockError, UNKNOWN_SIGN_UP_MESSAGE, VARIANT_IN_STOCK_MESSAGE } from './restock-error';
import { restockEvents } from './restock.events';
import type { SignUpForRestock } from './restock.commands';

const spec = deciderSpec(restockDecider);
const variant = { websiteId: 'site-1', productId: 'item-1', variantId: 'v1' };

const signUpCommand = (signUpId: string, email: string, overrides: Partial<SignUpForRestock> = {}): SignUpForRestock => ({
  type: 'SignUpForRestock',
  ...variant,
  signUpId,
  email,
  joinMailingList: false,
  language: '',
  signedUpAt: '2026-11-25T08:00:00.000Z',
  unsubscribeToken: `token-${signUpId}`,
  variantInStock: false,
  ...overrides,
});

const signedUp = (signUpId: string, email: string) =>
  restockEvents.signedUp({ ...variant, signUpId, email, joinMailingList: false, language: '', signedUpAt: '2026-11-25T08:00:00.000Z', unsubscribeToken: `token-${signUpId}` });

const threeWaiting = [signedUp('s1', 'ann@example.com'), signedUp('s2', 'bob@example.com'), signedUp('s3', 'cy@example.com')];
const stockOf = (qtyInStock: number, version: number, unlimited = false) => ({ type: 'SendRestockNotices' as const, ...variant, stock: { unlimited, qtyInStock, version }, siteUrl: 'https://shop.test' });

describe('restock sign-up', () => {
  it('records a sign-up with the address trimmed and lowercased', () =>
    spec
      .given([])
      .when(signUpCommand('s1', '  Ann@Example.com ', { joinMailingList: true, language: 'fr' }))
      .then([
        restockEvents.signedUp({ ...variant, signUpId: 's1', email: 'ann@example.com', joinMailingList: true, language: 'fr', signedUpAt: '2026-11-25T08:00:00.000Z', unsubscribeToken: 'token-s1' }),
      ]));

  it('changes nothing when the same address signs up again for the same variant', () =>
    spec.given([signedUp('s1', 'ann@example.com')]).when(signUpCommand('s2', 'ANN@example.com')).then([]));

  it('refuses a blank email with the spec message', () =>
    spec.given([]).when(signUpCommand('s1', '   ')).thenRefuses(new RestockError('invalid', RESTOCK_MESSAGES.emailBlank, 'siteVisitorEmail')));

  it('refuses an invalid email with the spec message', () =>
    spec.given([]).when(signUpCommand('s1', 'ann.example.com')).thenRefuses(new RestockError('invalid', RESTOCK_MESSAGES.emailInvalid, 'siteVisitorEmail')));

  it('refuses an email longer than 256 characters', () =>
    spec.given([]).when(signUpCommand('s1', `${'a'.repeat(250)}@ex.com`)).thenRefuses(new RestockError('invalid', RESTOCK_MESSAGES.emailInvalid, 'siteVisitorEmail')));

  it('refuses a sign-up for a variant in stock', () =>
    spec.given([]).when(signUpCommand('s1', 'ann@example.com', { variantInStock: true })).thenRefuses(new RestockError('conflict', VARIANT_IN_STOCK_MESSAGE, 'variantId')));
});

describe('restock send', () => {
  it('queues the oldest waiting sign-ups, no more than the units in stock', () =>
    spec
      .given(threeWaiting)
      .when(stockOf(2, 7))
      .then([restockEvents.noticeQueued({ ...variant, signUpId: 's1', stockVersion: 7, siteUrl: 'https://shop.test' }), restockEvents.noticeQueued({ ...variant, signUpId: 's2', stockVersion: 7, siteUrl: 'https://shop.test' })]));

  it('queues every waiting sign-up when stock is unlimited', () =>
    spec
      .given(threeWaiting)
      .when(stockOf(0, 3, true))
      .then(['s1', 's2', 's3'].map((signUpId) => restockEvents.noticeQueued({ ...variant, signUpId, stockVersion: 3, siteUrl: 'https://shop.test' }))));

  it('queues nobody more when the send is repeated at the same stock level', () =>
    spec
      .given([...threeWaiting, restockEvents.noticeQueued({ ...variant, signUpId: 's1', stockVersion: 7, siteUrl: 'https://shop.test' }), restockEvents.noticeQueued({ ...variant, signUpId: 's2', stockVersion: 7, siteUrl: 'https://shop.test' })])
      .when(stockOf(2, 7))
      .then([]));

  it('queues the next waiting sign-up once the stock level is raised again', () =>
    spec
      .given([...threeWaiting, restockEvents.noticeQueued({ ...variant, signUpId: 's1', stockVersion: 7, siteUrl: 'https://shop.test' })])
      .when(stockOf(1, 8))
      .then([restockEvents.noticeQueued({ ...variant, signUpId: 's2', stockVersion: 8, siteUrl: 'https://shop.test' })]));

  it('skips unsubscribed sign-ups', () =>
    spec
      .given([...threeWaiting, restockEvents.unsubscribed({ websiteId: 'site-1', variantId: 'v1', signUpId: 's1' })])
      .when(stockOf(1, 2))
      .then([restockEvents.noticeQueued({ ...variant, signUpId: 's2', stockVersion: 2, siteUrl: 'https://shop.test' })]));

  it('sends nothing when nobody signed up', () => spec.given([]).when(stockOf(5, 1)).then([]));
});

describe('how many notices a send queues now (the groups list shows it beforehand)', () => {
  const stock = (qtyInStock: number, version: number, unlimited = false) => ({ unlimited, qtyInStock, version });

  it('is the waiting sign-ups bounded by the units in stock, all of them for unlimited stock', () => {
    expect(noticesASendQueues(5, stock(2, 7), { version: 0, count: 0 })).toBe(2);
    expect(noticesASendQueues(1, stock(2, 7), { version: 0, count: 0 })).toBe(1);
    expect(noticesASendQueues(5, stock(0, 7), { version: 0, count: 0 })).toBe(0);
    expect(noticesASendQueues(5, stock(0, 7, true), { version: 7, count: 9 })).toBe(5);
  });

  it('leaves out the units already promised at the same stock level: 2 of 2 sent, 1 waiting, none to send', () => {
    expect(noticesASendQueues(1, stock(2, 7), { version: 7, count: 2 })).toBe(0);
    expect(noticesASendQueues(3, stock(3, 7), { version: 7, count: 1 })).toBe(2);
  });

  it('opens a new budget once the stock level changed', () => expect(noticesASendQueues(1, stock(2, 8), { version: 7, count: 2 })).toBe(1));
});

describe('restock delivery and unsubscribe', () => {
  const queued = [...threeWaiting, restockEvents.noticeQueued({ ...variant, signUpId: 's1', stockVersion: 7, siteUrl: 'https://shop.test' })];

  it('records a pending notice as sent once, even when the outcome is heard twice', () =>
    spec
      .given(queued)
      .when({ type: 'RecordNoticeDeliveries', deliveries: [{ signUpId: 's1', outcome: { delivered: true } }, { signUpId: 's1', outcome: { delivered: true } }, { signUpId: 's3', outcome: { delivered: true } }] })
      .then([restockEvents.noticeSent({ websiteId: 'site-1', variantId: 'v1', signUpId: 's1' })]));

  it('records nothing for a notice already sent', () =>
    spec
      .given([...queued, restockEvents.noticeSent({ websiteId: 'site-1', variantId: 'v1', signUpId: 's1' })])
      .when({ type: 'RecordNoticeDeliveries', deliveries: [{ signUpId: 's1', outcome: { delivered: true } }] })
      .then([]));

  it('records a failed notice with the reason', () =>
    spec
      .given(queued)
      .when({ type: 'RecordNoticeDeliveries', deliveries: [{ signUpId: 's1', outcome: { delivered: false, reason: '550 mailbox unavailable' } }] })
      .then([restockEvents.noticeFailed({ websiteId: 'site-1', variantId: 'v1', signUpId: 's1', reason: '550 mailbox unavailable' })]));

  it('unsubscribes a sign-up with its token, once', () =>
    spec
      .given(queued)
      .when({ type: 'UnsubscribeFromRestock', signUpId: 's2', unsubscribeToken: 'token-s2' })
      .then([restockEvents.unsubscribed({ websiteId: 'site-1', variantId: 'v1', signUpId: 's2' })]));

  it('refuses an unsubscribe with the wrong token', () =>
    spec
      .given(queued)
      .when({ type: 'UnsubscribeFromRestock', signUpId: 's2', unsubscribeToken: 'guess' })
      .thenRefuses(new RestockError('not_found', UNKNOWN_SIGN_UP_MESSAGE)));

  it('lets an address sign up again after it unsubscribed', () =>
    spec
      .given([signedUp('s1', 'ann@example.com'), restockEvents.unsubscribed({ websiteId: 'site-1', variantId: 'v1', signUpId: 's1' })])
      .when(signUpCommand('s2', 'ann@example.com'))
      .then([signedUp('s2', 'ann@example.com')]));
});
