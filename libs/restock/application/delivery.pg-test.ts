import { eventStoreMigrations, PostgresEventStore, runCommand } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { restockEvents, restockStreamId } from '@mercato/restock/domain';
import { RecordNoticeDeliveriesCommand, RecordNoticeDeliveriesHandler } from './delivery';
import { restockStream } from './restock.stream';

/**
 * The delivery recorder starts each batch from the state it last wrote rather than reloading the
 * variant: a state gone stale (another command wrote since) must never decide what is recorded.
 */
describe('RecordNoticeDeliveriesHandler', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const variantId = 'variant-1';
  const streamId = restockStreamId(variantId);
  const ids = { websiteId: 'site-1', productId: 'product-1', variantId };

  beforeAll(async () => {
    db = await openTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(db.dataSource);
    const events = ['a', 'b', 'c'].map((name) =>
      restockEvents.signedUp({ ...ids, signUpId: name, email: `${name}@example.com`, joinMailingList: false, language: '', signedUpAt: '2026-11-25T10:00:00Z', unsubscribeToken: `token-${name}` }),
    );
    const queued = ['a', 'b', 'c'].map((signUpId) => restockEvents.noticeQueued({ ...ids, signUpId, stockVersion: 2, siteUrl: 'https://shop.test' }));
    await store.append(streamId, restockStream.streamType, 'no_stream', [...events, ...queued].map((event) => restockStream.codec.encode(event)));
  });
  afterAll(() => db.close());

  it('records no delivery for a sign-up unsubscribed since its last batch, and each outcome once', async () => {
    const recorder = new RecordNoticeDeliveriesHandler(store);
    const sent = { delivered: true } as const;
    await recorder.execute(new RecordNoticeDeliveriesCommand(variantId, [{ signUpId: 'a', outcome: sent }]));
    // Another command moves the stream on: the recorder's remembered state no longer is the stream's.
    await runCommand(store, { stream: restockStream, streamId, command: { type: 'UnsubscribeFromRestock', signUpId: 'b', unsubscribeToken: 'token-b' } });
    await recorder.execute(new RecordNoticeDeliveriesCommand(variantId, [{ signUpId: 'b', outcome: sent }, { signUpId: 'c', outcome: sent }, { signUpId: 'a', outcome: sent }]));

    const recorded = (await store.readStream(streamId, 6)).map((event) => [event.eventType, restockStream.codec.decode(event.eventType, event.data).signUpId]);
    expect(recorded).toEqual([
      ['RestockNoticeSent', 'a'],
      ['RestockUnsubscribed', 'b'],
      ['RestockNoticeSent', 'c'],
    ]);
  });
});
