import { FakeCookieJar, FakeStorage, idSequence } from '../testing/analytics-fakes';
import { clearConversionCookies, type SessionStores, startAnalyticsSession, trackConversionVisit } from './session';

const DAY = 24 * 60 * 60;

function storesWith(overrides: Partial<SessionStores> = {}): SessionStores & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    cookies: new FakeCookieJar(),
    localStorage: new FakeStorage(),
    sessionStorage: new FakeStorage(),
    newId: idSequence(),
    warn: (message) => warnings.push(message),
    warnings,
    ...overrides,
  };
}

describe('analytics session (spec §4, §9)', () => {
  it('gives a new visitor a session id cookie and an analytics id cookie kept 390 days', () => {
    const stores = storesWith();
    const identity = startAnalyticsSession(stores);
    const cookies = stores.cookies as FakeCookieJar;
    expect(identity.sessionId).toBe('00000000-0000-4000-8000-000000000001');
    expect(identity.analyticsId).toBe('00000000-0000-4000-8000-000000000002');
    expect(cookies.get('SS_SESSION_ID')).toBe(identity.sessionId);
    expect(cookies.lifetimes.get('SS_SESSION_ID')).toBeUndefined();
    expect(cookies.get('SS_ANALYTICS_ID')).toBe(identity.analyticsId);
    expect(cookies.lifetimes.get('SS_ANALYTICS_ID')).toBe(390 * DAY);
    expect(stores.warnings).toEqual([]);
  });

  it('keeps the ids a returning visitor already has', () => {
    const stores = storesWith({ cookies: new FakeCookieJar({ SS_SESSION_ID: 'session-1', SS_ANALYTICS_ID: 'analytics-1', SS_MID: 'marketing-1' }) });
    expect(startAnalyticsSession(stores)).toMatchObject({ sessionId: 'session-1', analyticsId: 'analytics-1', marketingId: 'marketing-1' });
  });

  it('reads the marketing id from local storage when no cookie has it', () => {
    const localStorage = new FakeStorage();
    localStorage.setItem('SS_MID', 'marketing-2');
    expect(startAnalyticsSession(storesWith({ localStorage })).marketingId).toBe('marketing-2');
  });

  it('warns "Unable to store analyticsId" when the browser refuses the cookie, and still has an id for this page', () => {
    const cookies = new FakeCookieJar();
    cookies.refuseWrites = true;
    const stores = storesWith({ cookies });
    expect(startAnalyticsSession(stores).analyticsId).toBe('00000000-0000-4000-8000-000000000002');
    expect(stores.warnings).toEqual(['Unable to store analyticsId']);
  });

  it('flags the first session and the landing page load, then not again', () => {
    const localStorage = new FakeStorage();
    const sessionStorage = new FakeStorage();
    const cookies = new FakeCookieJar();
    const first = startAnalyticsSession(storesWith({ cookies, localStorage, sessionStorage }));
    expect(first).toMatchObject({ firstSession: true, hasLanded: false });

    const secondPageLoad = startAnalyticsSession(storesWith({ cookies, localStorage, sessionStorage }));
    expect(secondPageLoad).toMatchObject({ sessionId: first.sessionId, firstSession: true, hasLanded: true });

    // The browser was closed: session cookie and session storage are gone, local storage stays.
    cookies.remove('SS_SESSION_ID');
    const nextSession = startAnalyticsSession(storesWith({ cookies, localStorage, sessionStorage: new FakeStorage(), newId: idSequence('11111111-0000-4000-8000-') }));
    expect(nextSession.sessionId).not.toBe(first.sessionId);
    expect(nextSession).toMatchObject({ firstSession: false, hasLanded: false });
  });

  it('warns "Unable access local/session storage." and falls back to false flags when storage throws', () => {
    const localStorage = new FakeStorage();
    localStorage.broken = true;
    const stores = storesWith({ localStorage });
    expect(startAnalyticsSession(stores)).toMatchObject({ firstSession: false, hasLanded: false, localStorageSupported: false });
    expect(stores.warnings).toEqual(['Unable access local/session storage.']);
  });

  it('says whether local storage takes a write, and leaves no probe behind', () => {
    const localStorage = new FakeStorage();
    expect(startAnalyticsSession(storesWith({ localStorage })).localStorageSupported).toBe(true);
    expect([...localStorage.values.keys()]).toEqual(['SS_FIRST_SESSION']);
  });
});

describe('conversion cookies (spec §9)', () => {
  const now = 1_760_000_000_000;

  it('a page view keeps the visitor cookie 2 years and the session cookie 30 minutes', () => {
    const cookies = new FakeCookieJar();
    const visitor = trackConversionVisit(cookies, now, idSequence());
    expect(visitor).toBe(`00000000-0000-4000-8000-000000000001|${now}|${now}|${now}|1`);
    expect(cookies.get('ss_cvr')).toBe(visitor);
    expect(cookies.lifetimes.get('ss_cvr')).toBe(2 * 365 * DAY);
    expect(cookies.get('ss_cvt')).toBe(String(now));
    expect(cookies.lifetimes.get('ss_cvt')).toBe(30 * 60);
  });

  it('the next page view within the session continues the visit', () => {
    const cookies = new FakeCookieJar();
    const visitor = trackConversionVisit(cookies, now, idSequence());
    expect(trackConversionVisit(cookies, now + 60_000, idSequence())).toBe(visitor);
    expect(cookies.get('ss_cvt')).toBe(String(now + 60_000));
  });

  it('a restrictive cookie policy clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt, and nothing else', () => {
    const cookies = new FakeCookieJar({ ss_cid: '1', ss_cpvisit: '2', ss_cvisit: '3', ss_cvr: '4', ss_cvt: '5', crumb: 'c', SS_ANALYTICS_ID: 'a' });
    clearConversionCookies(cookies);
    expect([...cookies.values.keys()]).toEqual(['crumb', 'SS_ANALYTICS_ID']);
  });
});
