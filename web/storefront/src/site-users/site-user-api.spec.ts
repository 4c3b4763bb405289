import { CSRF_HEADER, SITE_USER_XSRF_HEADER, sessionExpiredMessage } from '@mercato/spec';
import { createSiteUserApi, type XsrfTokenStore } from './site-user-api';

/** A server that gives these answers in turn, as `fetch` hands them over, and records the calls. */
function answering(...answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const { status, body } = answers[Math.min(calls.length, answers.length) - 1]!;
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

function memoryStore(token?: string): XsrfTokenStore {
  let kept = token;
  return { get: () => kept, set: (next) => (kept = next) };
}

const crumbFailure = { status: 403, body: { status: 403, message: sessionExpiredMessage(true), crumbFail: true } };

describe('site-user calls (spec §4, §7)', () => {
  it('keeps the xsrfToken the sign-in answers and sends it on the next state change', async () => {
    const server = answering({ status: 200, body: { xsrfToken: 'token-1' } }, { status: 204 });
    const xsrf = memoryStore();
    const api = createSiteUserApi(server.fetch, xsrf, () => 'crumb-1');
    await api.signIn('ada@example.com', 'correct horse battery', true);
    expect(xsrf.get()).toBe('token-1');
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({ email: 'ada@example.com', password: 'correct horse battery', rememberMe: true });
    await api.joinMemberArea('area-1');
    expect(server.calls[1]?.init?.headers).toMatchObject({ [SITE_USER_XSRF_HEADER]: 'token-1' });
  });

  it('retries a sign-out once after a crumb failure, then forgets the token', async () => {
    const server = answering(crumbFailure, { status: 204 });
    const xsrf = memoryStore('token-1');
    await createSiteUserApi(server.fetch, xsrf, () => 'crumb-1').signOut(true);
    expect(server.calls.map((call) => [call.init?.method, call.url])).toEqual([
      ['DELETE', '/api/site-users/account/session?cloneCart=true'],
      ['DELETE', '/api/site-users/account/session?cloneCart=true'],
    ]);
    expect(xsrf.get()).toBeUndefined();
  });

  it('retries only once, and not after other refusals', async () => {
    const twice = answering(crumbFailure, crumbFailure, { status: 204 });
    await expect(createSiteUserApi(twice.fetch, memoryStore('t'), () => 'crumb-1').signOut(false)).rejects.toMatchObject({ message: sessionExpiredMessage(true), status: 403, crumbFail: true });
    expect(twice.calls).toHaveLength(2);
    const refused = answering({ status: 500, body: { message: 'Something went wrong' } }, { status: 204 });
    await expect(createSiteUserApi(refused.fetch, memoryStore('t'), () => 'crumb-1').signOut(false)).rejects.toMatchObject({ message: 'Something went wrong', status: 500, crumbFail: false });
    expect(refused.calls).toHaveLength(1);
  });

  it('sends the crumb cookie back on the join and the sign-in (before any xsrfToken exists), not on reads', async () => {
    const server = answering({ status: 201, body: {} }, { status: 200, body: { xsrfToken: 'token-1' } }, { status: 200, body: {} });
    const api = createSiteUserApi(server.fetch, memoryStore(), () => 'crumb-1');
    await api.join('ada@example.com', 'correct horse battery');
    await api.signIn('ada@example.com', 'correct horse battery', false);
    await api.account();
    expect(server.calls.map((call) => (call.init?.headers as Record<string, string>)[CSRF_HEADER])).toEqual(['crumb-1', 'crumb-1', undefined]);
  });

  it('answers no account for a 401', async () => {
    expect(await createSiteUserApi(answering({ status: 401, body: { message: 'Please sign in.' } }).fetch, memoryStore(), () => 'crumb-1').account()).toBeNull();
  });

  it('records the language with the login\'s xsrfToken and the crumb (spec §7 locale call)', async () => {
    const server = answering({ status: 204 }, { status: 400, body: { message: 'Please choose a valid language.' } });
    const api = createSiteUserApi(server.fetch, memoryStore('token-1'), () => 'crumb-1');
    await api.setLocale('fr-CA');
    await expect(api.setLocale('!')).rejects.toMatchObject({ message: 'Please choose a valid language.', status: 400 });
    expect(server.calls[0]).toMatchObject({ url: '/api/site-users/account/locale', init: { method: 'POST', body: JSON.stringify({ language: 'fr-CA' }), headers: { [SITE_USER_XSRF_HEADER]: 'token-1', [CSRF_HEADER]: 'crumb-1' } } });
  });

  it("sends a lock screen's password with its page (none for the site's), and shows a refusal as worded", async () => {
    const server = answering({ status: 204 }, { status: 204 }, { status: 429, body: { message: 'Please try again in a few seconds.' } });
    const api = createSiteUserApi(server.fetch, memoryStore(), () => 'crumb-1');
    await api.unlock('page-1', 'open sesame');
    await api.unlock(null, 'open sesame');
    await expect(api.unlock(null, 'guess')).rejects.toMatchObject({ message: 'Please try again in a few seconds.', status: 429 });
    expect(server.calls.map((call) => [call.init?.method, call.url, JSON.parse(String(call.init?.body))])).toEqual([
      ['POST', '/api/site-users/lock-screens/unlock', { password: 'open sesame', pageId: 'page-1' }],
      ['POST', '/api/site-users/lock-screens/unlock', { password: 'open sesame' }],
      ['POST', '/api/site-users/lock-screens/unlock', { password: 'guess' }],
    ]);
  });
});
