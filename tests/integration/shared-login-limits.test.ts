import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { CART_MESSAGES } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/**
 * The login limits are shared by every process on the database (`rate_limit_buckets`): two
 * gateways (two replicas) over one database, attempts split between them, hit 429 at the limits of
 * one process (10 per account, a burst of 30 per address), for the site users' and the owners' logins.
 */
const WEBSITE = 'shared-limits-site';
const HOST = 'shared-limits.localhost';
const PASSWORD = 'correct horse battery';
const SESSION = '/api/site-users/account/session';

let replicas: [RunningGateway, RunningGateway];
let dropDatabase: () => Promise<void>;
const randomAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
/** The `index`th attempt goes to one replica, the next to the other. */
const replica = (index: number) => replicas[index % 2]!;
const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

async function ownerLogIn(url: string, email: string, password: string, address: string) {
  const response = await fetch(`${url}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const start = (name: string) =>
    startGateway(runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${name}-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('shared-limits') }));
  const first = await start('limits-a');
  replicas = [first, await start('limits-b')];
  await first.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await first.app.get(ContributorService).create({ email: 'limited-owner@it.test', password: 'limited owner password', displayName: 'Owner', roles: [] });
}, 180_000);

afterAll(async () => {
  for (const gateway of replicas ?? []) await gateway?.stop();
  await dropDatabase?.();
});

describe(`login limits shared by replicas (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('counts a site user’s attempts on both replicas together: the 11th and 12th answer 429, whichever replica they reach', async () => {
    const email = `shared-${Date.now()}@example.com`;
    expect((await shopper(replicas[0].url, HOST).call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } })).status).toBe(201);
    // Sent at once, half to each replica: each replica alone would allow 10, so a per-process count answers no 429.
    const attempts = await Promise.all(Array.from({ length: 12 }, (_, index) => shopper(replica(index).url, HOST).call('POST', SESSION, { body: { email, password: 'wrong password' } })));
    expect(statusCounts(attempts.map((answer) => answer.status))).toEqual({ 401: 10, 429: 2 });
    expect(attempts.find((answer) => answer.status === 429)!.body).toEqual({ status: 429, message: CART_MESSAGES.rateLimited });
    for (const gateway of replicas) {
      expect((await shopper(gateway.url, HOST).call('POST', SESSION, { body: { email, password: PASSWORD } })).body).toEqual({ status: 429, message: CART_MESSAGES.rateLimited });
    }
  });

  it('counts one address’s site-user attempts on both replicas together: a burst of 30, then 429', async () => {
    const address = randomAddress();
    const attempts = await Promise.all(
      Array.from({ length: 44 }, (_, index) => shopper(replica(index).url, HOST, { address }).call('POST', SESSION, { body: { email: `nobody-${index}-${Date.now()}@example.com`, password: PASSWORD } })),
    );
    const statuses = attempts.map((answer) => answer.status);
    // The address's tokens are taken before any hashing; the refill (one a second) during the run is a few at most.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(38);
    expect(statuses.filter((status) => status !== 401)).toEqual(Array(statuses.filter((status) => status !== 401).length).fill(429));
  });

  it('counts an owner’s login attempts on both replicas together (the contributor login)', async () => {
    const attempts = await Promise.all(Array.from({ length: 12 }, (_, index) => ownerLogIn(replica(index).url, 'Limited-Owner@it.test', 'wrong password', randomAddress())));
    expect(statusCounts(attempts.map((answer) => answer.status))).toEqual({ 401: 10, 429: 2 });
    expect(attempts.find((answer) => answer.status === 429)!.body).toEqual({ status: 429, message: CART_MESSAGES.rateLimited });
    expect(await ownerLogIn(replicas[1].url, 'limited-owner@it.test', 'limited owner password', randomAddress())).toEqual({ status: 429, body: { status: 429, message: CART_MESSAGES.rateLimited } });
  });
});
