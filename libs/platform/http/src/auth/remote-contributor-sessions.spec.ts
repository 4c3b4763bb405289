import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContributorRole } from '@mercato/spec';
import { ApiError } from '../errors/api-error';
import { RemoteContributorSessions } from './remote-contributor-sessions';

const contributor = { id: 'c1', email: 'owner@example.test', displayName: 'Owner', roles: [{ websiteId: 'w1', role: ContributorRole.ADMIN }] };

/** A stand-in for the sites service's GET /api/auth/session: knows one token, fails on "broken". */
let server: Server;
let origin: string;
let requests: Array<{ path: string | undefined; cookie: string | undefined }>;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url, cookie: request.headers.cookie });
    const cookie = request.headers.cookie ?? '';
    if (cookie.includes('=broken')) return void response.writeHead(500).end('{}');
    const known = cookie === 'mercato_owner_session=good-token';
    response.writeHead(known ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(known ? { contributor } : { status: 401, message: 'Please log in.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => (requests = []));
afterAll(() => new Promise((resolve) => server.close(resolve)));

const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });

describe('owner sessions checked with the service that keeps them', () => {
  it('answers the contributor for a session that service knows, asking once per request', async () => {
    const sessions = new RemoteContributorSessions(origin);
    const request = requestWith('other=1; mercato_owner_session=good-token');
    expect(await sessions.contributorOf(request)).toEqual(contributor);
    expect(await sessions.contributorOf(request)).toEqual(contributor);
    expect(requests).toEqual([{ path: '/api/auth/session', cookie: 'mercato_owner_session=good-token' }]);
  });

  it('answers nobody for an unknown session, and does not ask without a session cookie', async () => {
    const sessions = new RemoteContributorSessions(origin);
    expect(await sessions.contributorOf(requestWith('mercato_owner_session=stale'))).toBeNull();
    expect(await sessions.contributorOf(requestWith())).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('is a 502 in the error envelope, not a silent logout, when that service fails or is unreachable', async () => {
    const failing = new RemoteContributorSessions(origin);
    const unreachable = new RemoteContributorSessions('http://127.0.0.1:1');
    const attempts = [() => failing.contributorOf(requestWith('mercato_owner_session=broken')), () => unreachable.contributorOf(requestWith('mercato_owner_session=good-token'))];
    for (const attempt of attempts) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).toEnvelope()).toEqual({ status: 502, message: 'Unable to connect. Please try again', code: 'upstream_unavailable' });
    }
  });
});
