import { eventually, openTestDatabase, type TestDatabase } from '@mercato/testing';
import { ConcurrencyError } from './errors';
import { PostgresEventStore, compareLogPositions, type EventToAppend } from './event-store';
import { eventStoreMigrations } from './migrations';
import { MAX_CONCURRENCY_RETRIES, loadState, runCommand, type StreamDefinition } from './command-runner';

/** A tiny counter stream to drive the store: `Add` appends `Added`, refused past a limit. */
type Added = { by: number };
const counter: StreamDefinition<{ add: number }, Added, { total: number; count: number }> = {
  streamType: 'counter',
  decider: {
    initialState: () => ({ total: 0, count: 0 }),
    decide: (command, state) => {
      if (state.total + command.add > 1000) throw new Error('limit');
      return [{ by: command.add }];
    },
    evolve: (state, event) => ({ total: state.total + event.by, count: state.count + 1 }),
  },
  codec: {
    encode: (event) => ({ eventType: 'Added', topic: 'counter.events.v1', data: { by: event.by } }),
    decode: (_type, data) => ({ by: Number((data as { by: number }).by) }),
  },
};

const added = (by: number): EventToAppend => ({ eventType: 'Added', topic: 'counter.events.v1', data: { by } });

describe('PostgresEventStore', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(db.dataSource);
  });
  afterAll(() => db.close());

  it('appends to a new stream and reads the events back in version order', async () => {
    await store.append('counter-a', 'counter', 'no_stream', [added(1), added(2)]);
    await store.append('counter-a', 'counter', 2, [added(3)]);
    const events = await store.readStream('counter-a');
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 1 }],
      [2, { by: 2 }],
      [3, { by: 3 }],
    ]);
    expect(await store.streamVersion('counter-a')).toBe(3);
  });

  it('refuses an append at a stale expected version and writes nothing', async () => {
    await store.append('counter-b', 'counter', 'no_stream', [added(1)]);
    await expect(store.append('counter-b', 'counter', 'no_stream', [added(5)])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('counter-b', 'counter', 0, [added(5)])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('counter-b', 'counter', 7, [added(5)])).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream('counter-b')).map((e) => e.data)).toEqual([{ by: 1 }]);
  });

  it("appends at whatever version the stream is with 'any', numbering the events after it", async () => {
    await store.append('counter-any', 'counter', 'any', [added(1)]);
    const result = await store.append('counter-any', 'counter', 'any', [added(2), added(3)]);
    expect(result.nextExpectedVersion).toBe(3);
    expect((await store.readStream('counter-any')).map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 1 }],
      [2, { by: 2 }],
      [3, { by: 3 }],
    ]);
  });

  it('serialises concurrent commands on one stream by deciding again after a conflict', async () => {
    // Each round of conflicts lets at least one command through, so this many always succeed.
    const contenders = MAX_CONCURRENCY_RETRIES + 1;
    await Promise.all(Array.from({ length: contenders }, () => runCommand(store, { stream: counter, streamId: 'counter-c', command: { add: 10 } })));
    const { state, version } = await loadState(store, counter, 'counter-c');
    expect(state).toEqual({ total: 10 * contenders, count: contenders });
    expect(version).toBe(contenders);
  });

  it('never lets a log reader pass a transaction that is still in flight', async () => {
    // Other test files share the PostgreSQL server, and xids are server-wide: start from the end of this log.
    const from = await store.logEnd();
    const queryRunner = db.dataSource.createQueryRunner();
    await queryRunner.startTransaction();
    try {
      // The slow transaction takes its position first but commits last.
      await store.append('counter-slow', 'counter', 'no_stream', [added(1)], { manager: queryRunner.manager });
      await store.append('counter-fast', 'counter', 'no_stream', [added(2)]);
      expect((await store.readLog(from, { limit: 100 })).events).toEqual([]);
      await queryRunner.commitTransaction();
    } finally {
      await queryRunner.release();
    }
    // Another database's transaction may still hold the horizon back for a moment.
    await eventually(async () => expect((await store.readLog(from, { limit: 100 })).events.map((e) => e.streamId)).toEqual(['counter-slow', 'counter-fast']));
  });

  it("moves a reader of quiet topics past the other topics' events, and never past a transaction still in flight", async () => {
    const quiet = { eventType: 'Noted', topic: 'quiet.events.v1', data: {} };
    const from = await store.logEnd();
    const queryRunner = db.dataSource.createQueryRunner();
    await queryRunner.startTransaction();
    let page;
    try {
      // The quiet topic's event takes its position first but commits after the busy topic's.
      await store.append('quiet-slow', 'quiet', 'no_stream', [quiet], { manager: queryRunner.manager });
      for (let i = 1; i <= 3; i++) await store.append(`busy-${i}`, 'counter', 'no_stream', [added(i)]);
      page = await store.readLog(from, { topics: ['quiet.events.v1'], limit: 100 });
      expect(page.events).toEqual([]);
      await queryRunner.commitTransaction();
    } finally {
      await queryRunner.release();
    }
    // Read on from where the empty read said: the event committed later is still ahead.
    await eventually(async () => expect((await store.readLog(page.next, { topics: ['quiet.events.v1'], limit: 100 })).events.map((e) => e.streamId)).toEqual(['quiet-slow']));
    // Once nothing holds the horizon back, an empty read of another topic lands past every event read so far.
    await eventually(async () => {
      const everything = await store.readLog(from, { limit: 100 });
      const last = everything.events.at(-1)!;
      expect(everything.events.map((e) => e.streamId)).toEqual(['quiet-slow', 'busy-1', 'busy-2', 'busy-3']);
      const silent = await store.readLog(from, { topics: ['silent.events.v1'], limit: 100 });
      expect(silent.events).toEqual([]);
      expect(compareLogPositions(silent.next, last)).toBe(1);
    });
  });

  it('pages the log: a full page ends at its last event', async () => {
    const from = await store.logEnd();
    await store.append('counter-paged', 'counter', 'no_stream', [added(1), added(2), added(3)]);
    await eventually(async () => {
      const first = await store.readLog(from, { topics: ['counter.events.v1'], limit: 2 });
      expect(first.events.map((e) => e.streamVersion)).toEqual([1, 2]);
      expect(first.next).toEqual({ transactionId: first.events[1]!.transactionId, globalPosition: first.events[1]!.globalPosition });
      expect((await store.readLog(first.next, { topics: ['counter.events.v1'], limit: 2 })).events.map((e) => e.streamVersion)).toEqual([3]);
    });
  });

  it('reads the log in numeric position order, also past position 9 (not as text)', async () => {
    const from = await store.logEnd();
    await store.append('counter-many', 'counter', 'no_stream', Array.from({ length: 12 }, (_, i) => added(i + 1)));
    await eventually(async () => {
      const read = (await store.readLog(from, { limit: 100 })).events;
      expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    });
  });

  it('keeps a command that committed its events successful when its snapshot cannot be saved', async () => {
    // PostgreSQL's jsonb refuses the NUL character: the snapshot fails, the command must not.
    const unstorable = { ...counter, snapshot: { every: 1, stateVersion: 1, toJson: () => ({ label: 'a\u0000b' }), fromJson: (j: unknown) => j as { total: number; count: number } } };
    const result = await runCommand(store, { stream: unstorable, streamId: 'counter-unstorable', command: { add: 5 } });
    expect(result.version).toBe(1);
    expect(await store.loadSnapshot('counter-unstorable')).toBeUndefined();
    expect((await loadState(store, unstorable, 'counter-unstorable')).state).toEqual({ total: 5, count: 1 });
  });

  it('restores state from a snapshot and the events after it', async () => {
    const snapshotting = { ...counter, snapshot: { every: 3, stateVersion: 1, toJson: (s: { total: number; count: number }) => s, fromJson: (j: unknown) => j as { total: number; count: number } } };
    for (let i = 0; i < 4; i++) await runCommand(store, { stream: snapshotting, streamId: 'counter-d', command: { add: 1 } });
    expect(await store.loadSnapshot('counter-d')).toEqual({ version: 3, stateVersion: 1, state: { total: 3, count: 3 } });
    // Tamper with the snapshot to prove it is read rather than the whole stream.
    await db.dataSource.query(`UPDATE es_snapshots SET state = '{"total": 100, "count": 3}' WHERE stream_id = 'counter-d'`);
    expect((await loadState(store, snapshotting, 'counter-d')).state).toEqual({ total: 101, count: 4 });
  });

  it('ignores a snapshot of an older state version, so a field added to the state is derived from every event', async () => {
    const snapshotting = { ...counter, snapshot: { every: 3, stateVersion: 1, toJson: (s: { total: number; count: number }) => s, fromJson: (j: unknown) => j as { total: number; count: number } } };
    for (const add of [1, 5, 2, 1]) await runCommand(store, { stream: snapshotting, streamId: 'counter-f', command: { add } });
    expect(await store.loadSnapshot('counter-f')).toEqual({ version: 3, stateVersion: 1, state: { total: 8, count: 3 } });

    // The next release adds `largest` to the state and raises the state version.
    type WithLargest = { total: number; count: number; largest: number };
    const withLargest: StreamDefinition<{ add: number }, Added, WithLargest> = {
      ...counter,
      decider: {
        initialState: () => ({ total: 0, count: 0, largest: 0 }),
        decide: (command) => [{ by: command.add }],
        evolve: (state, event) => ({ total: state.total + event.by, count: state.count + 1, largest: Math.max(state.largest, event.by) }),
      },
      snapshot: { every: 3, stateVersion: 2, toJson: (s) => s, fromJson: (j) => ({ largest: 0, ...(j as Omit<WithLargest, 'largest'>) }) },
    };
    // From the old snapshot, `largest` would be 1 (only the event after it): the 5 would be hidden.
    expect(await loadState(store, withLargest, 'counter-f')).toEqual({ state: { total: 9, count: 4, largest: 5 }, version: 4 });

    // The next snapshot replaces the old one with the new shape, and later loads start from it.
    for (const add of [1, 1]) await runCommand(store, { stream: withLargest, streamId: 'counter-f', command: { add } });
    expect(await store.loadSnapshot('counter-f')).toEqual({ version: 6, stateVersion: 2, state: { total: 11, count: 6, largest: 5 } });
    await db.dataSource.query(`UPDATE es_snapshots SET state = '{"total": 100, "count": 6, "largest": 50}' WHERE stream_id = 'counter-f'`);
    expect((await loadState(store, withLargest, 'counter-f')).state).toEqual({ total: 100, count: 6, largest: 50 });
  });

  it('decides on the state a caller keeps beside the stream, and asks again (else folds the stream) after a stale copy loses its race', async () => {
    await runCommand(store, { stream: counter, streamId: 'counter-load', command: { add: 1 } });
    // The caller's copy (total 999 at version 1) is what the command is decided on: refused past the limit.
    const kept = async () => ({ state: { total: 999, count: 1 }, version: 1 });
    await expect(runCommand(store, { stream: counter, streamId: 'counter-load', command: { add: 5 }, load: kept })).rejects.toThrow('limit');
    // A copy behind the stream fails the version check once; asked again, the caller has nothing stored: the events are folded.
    const asked: number[] = [];
    const stale = async (attempt: number) => (asked.push(attempt), attempt === 0 ? { state: { total: 0, count: 0 }, version: 0 } : undefined);
    expect(await runCommand(store, { stream: counter, streamId: 'counter-load', command: { add: 2 }, load: stale })).toMatchObject({ state: { total: 3, count: 2 }, version: 2 });
    expect(asked).toEqual([0, 1]);
    // Asked again, the caller answers what the race's winner stored: the command is decided on that.
    const stored = async (attempt: number) => (attempt === 0 ? { state: { total: 0, count: 0 }, version: 0 } : { state: { total: 3, count: 2 }, version: 2 });
    expect(await runCommand(store, { stream: counter, streamId: 'counter-load', command: { add: 4 }, load: stored })).toMatchObject({ state: { total: 7, count: 3 }, version: 3 });
  });

  it('makes an inline write in the append statement, at the new version, and none when the claim fails', async () => {
    await db.dataSource.query('CREATE TABLE IF NOT EXISTS counter_totals (stream_id text PRIMARY KEY, version integer NOT NULL, total integer NOT NULL)');
    const inlineWrite = (state: { total: number }) => ({
      statements: [
        `INSERT INTO counter_totals (stream_id, version, total) SELECT $6, version, $7 FROM claimed
         ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, total = EXCLUDED.total`,
      ],
      params: ['counter-inline', state.total],
    });
    await runCommand(store, { stream: counter, streamId: 'counter-inline', command: { add: 4 }, inlineWrite });
    await runCommand(store, { stream: counter, streamId: 'counter-inline', command: { add: 3 }, inlineWrite });
    expect(await db.dataSource.query(`SELECT version, total FROM counter_totals WHERE stream_id = 'counter-inline'`)).toEqual([{ version: 2, total: 7 }]);
    await expect(store.append('counter-inline', 'counter', 1, [added(100)], { inline: inlineWrite({ total: 100 }) })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await db.dataSource.query(`SELECT version, total FROM counter_totals WHERE stream_id = 'counter-inline'`)).toEqual([{ version: 2, total: 7 }]);
  });

  it('sends the appends of one turn as one statement, where a stale version refuses only its own stream', async () => {
    await store.append('batch-stale', 'counter', 'no_stream', [added(1)]);
    const [first, stale, second] = await Promise.allSettled([
      store.append('batch-first', 'counter', 'no_stream', [added(2)]),
      store.append('batch-stale', 'counter', 'no_stream', [added(3)]),
      store.append('batch-second', 'counter', 'no_stream', [added(4), added(5)]),
    ]);
    expect(stale).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
    expect((await store.readStream('batch-stale')).map((e) => e.data)).toEqual([{ by: 1 }]);
    if (first.status !== 'fulfilled' || second.status !== 'fulfilled') throw new Error('the fresh appends were refused');
    expect(second.value.nextExpectedVersion).toBe(2);
    expect((await store.readStream('batch-second')).map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 4 }],
      [2, { by: 5 }],
    ]);
    // One statement: one transaction for both streams.
    expect(new Set([...first.value.events, ...second.value.events].map((e) => e.transactionId)).size).toBe(1);
  });

  it('fails only the append whose inline write breaks a constraint, and writes nothing of it', async () => {
    await db.dataSource.query('CREATE TABLE IF NOT EXISTS counter_limits (stream_id text PRIMARY KEY, total integer NOT NULL CHECK (total <= 10))');
    const limited = (streamId: string, total: number) => ({
      inline: { statements: ['INSERT INTO counter_limits (stream_id, total) SELECT $6, $7 FROM claimed'], params: [streamId, total] },
    });
    const [broken, fine] = await Promise.allSettled([
      store.append('batch-broken', 'counter', 'no_stream', [added(50)], limited('batch-broken', 50)),
      store.append('batch-fine', 'counter', 'no_stream', [added(5)], limited('batch-fine', 5)),
    ]);
    expect(broken).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringContaining('counter_limits_total_check') }) });
    expect(fine.status).toBe('fulfilled');
    expect(await store.streamVersion('batch-broken')).toBe(0);
    expect((await store.readStream('batch-fine')).map((e) => e.data)).toEqual([{ by: 5 }]);
    expect(await db.dataSource.query(`SELECT stream_id, total FROM counter_limits ORDER BY stream_id`)).toEqual([{ stream_id: 'batch-fine', total: 5 }]);
  });

  it('appends streams of different shapes made in one turn, new streams and existing ones', async () => {
    await store.append('batch-old', 'counter', 'no_stream', [added(1)]);
    const results = await Promise.all([
      store.append('batch-old', 'counter', 1, [added(2)]),
      store.append('batch-new', 'counter', 'no_stream', [added(3)]),
      store.append('batch-any', 'counter', 'any', [added(4)]),
    ]);
    expect(results.map((result) => result.nextExpectedVersion)).toEqual([2, 1, 1]);
    expect((await store.readStream('batch-old')).map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }]);
  });

  it('applies two appends to one stream made in one turn in the order they were made', async () => {
    const [first, second] = await Promise.all([
      store.append('batch-twice', 'counter', 'no_stream', [added(1)]),
      store.append('batch-twice', 'counter', 1, [added(2)]),
    ]);
    expect([first.nextExpectedVersion, second.nextExpectedVersion]).toEqual([1, 2]);
    expect((await store.readStream('batch-twice')).map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }]);
  });

  it('keeps every one of many concurrent commands on many streams, each stream numbered without gaps', async () => {
    const streams = Array.from({ length: 12 }, (_, index) => `batch-many-${index}`);
    await Promise.all(streams.flatMap((streamId) => Array.from({ length: 5 }, (_, add) => runCommand(store, { stream: counter, streamId, command: { add: add + 1 } }))));
    for (const streamId of streams) {
      const { state, version } = await loadState(store, counter, streamId);
      expect({ streamId, state, version }).toEqual({ streamId, state: { total: 15, count: 5 }, version: 5 });
    }
  });

  it('leaves the stream untouched when the decider refuses the command', async () => {
    await runCommand(store, { stream: counter, streamId: 'counter-e', command: { add: 1000 } });
    await expect(runCommand(store, { stream: counter, streamId: 'counter-e', command: { add: 1 } })).rejects.toThrow('limit');
    expect(await store.streamVersion('counter-e')).toBe(1);
  });
});
