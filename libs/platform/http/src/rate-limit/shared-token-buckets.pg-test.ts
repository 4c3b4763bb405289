import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { rateLimitMigrations } from './migrations';
import { PostgresTokenBuckets, SharedAttemptLimits } from './shared-token-buckets';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase(rateLimitMigrations);
});

afterAll(async () => {
  await database?.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgresTokenBuckets', () => {
  it('admits a burst, refuses past it, and refills at its rate by the database clock', async () => {
    const buckets = new PostgresTokenBuckets(database.dataSource, 'refill', { burst: 3, perSecond: 2 });
    expect((await Promise.all([1, 2, 3, 4, 5].map(() => buckets.take('key')))).filter(Boolean)).toHaveLength(3);
    expect((await Promise.all([1, 2, 3].map(() => buckets.take('key')))).filter(Boolean)).toHaveLength(0);
    await delay(1_100);
    // Two tokens back (0.5 s each), not the whole burst; refused takes took nothing.
    expect([await buckets.take('key'), await buckets.take('key'), await buckets.take('key')]).toEqual([true, true, false]);
  });

  it('counts one key once across instances (replicas), and keeps keys and scopes apart', async () => {
    const settings = { burst: 10, perSecond: 0.001 };
    const replicas = [new PostgresTokenBuckets(database.dataSource, 'shared', settings), new PostgresTokenBuckets(database.dataSource, 'shared', settings)];
    const taken = await Promise.all(Array.from({ length: 16 }, (_, index) => replicas[index % 2]!.take('one@example.com')));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await replicas[0]!.take('two@example.com')).toBe(true);
    expect(await new PostgresTokenBuckets(database.dataSource, 'other-scope', settings).take('one@example.com')).toBe(true);
    // Keys are kept as sha256: no email in the table.
    expect(JSON.stringify(await database.dataSource.query('SELECT key FROM rate_limit_buckets'))).not.toContain('example.com');
  });

  it('takes nothing from the account when the address is over its limit', async () => {
    const limits = new SharedAttemptLimits(database.dataSource, 'attempts', { perAccount: { burst: 2, perSecond: 0.001 }, perAddress: { burst: 1, perSecond: 0.001 } });
    expect(await limits.admit('account', '192.0.2.1')).toBe(true);
    expect(await limits.admit('account', '192.0.2.1')).toBe(false);
    expect(await limits.admit('account', '192.0.2.2')).toBe(true);
    expect(await limits.admit('account', '192.0.2.3')).toBe(false);
  });

  it('is off with a rate of 0', async () => {
    const off = new PostgresTokenBuckets(database.dataSource, 'off', { burst: 0, perSecond: 0 });
    expect(await Promise.all([1, 2, 3].map(() => off.take('key')))).toEqual([true, true, true]);
  });
});
