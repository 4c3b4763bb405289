import { setTimeout as sleep } from 'node:timers/promises';
import { eventStoreMigrations, PostgresEventStore } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { Argon2PasswordHasher, siteUserMigrations } from '@mercato/site-users/infrastructure';
import { LockScreens, type LockPass } from './lock-screens';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase([...eventStoreMigrations, ...siteUserMigrations]);
});
afterAll(() => database.close());

/** A site-users process of its own: its own lock cache, on the shared database. */
const processWithTtl = (lockScreenCacheTtlMs: number) => new LockScreens(new PostgresEventStore(database.dataSource), database.dataSource, new Argon2PasswordHasher(), { lockScreenCacheTtlMs });
const withCookies = (...passes: LockPass[]) => (name: string) => passes.find((pass) => pass.cookieName === name)?.value;
const noCookies = withCookies();

describe('LockScreens lock check with its per-site cache', () => {
  it('sees a lock set or removed in this process at once, whatever the ttl', async () => {
    const here = processWithTtl(60_000);
    expect(await here.lockBefore('site-a', 'page-1', noCookies)).toEqual({ locked: false });

    await here.setPassword('site-a', SITE_LOCK_PAGE_ID, 'open sesame');
    expect(await here.lockBefore('site-a', 'page-1', noCookies)).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });

    await here.remove('site-a', SITE_LOCK_PAGE_ID);
    expect(await here.lockBefore('site-a', 'page-1', noCookies)).toEqual({ locked: false });
  });

  it('checks the pass of every request against the cached key, the site lock first, then the page lock', async () => {
    const here = processWithTtl(60_000);
    await here.setPassword('site-b', SITE_LOCK_PAGE_ID, 'site password');
    await here.setPassword('site-b', 'page-1', 'page password');
    const sitePass = (await here.unlock('site-b', SITE_LOCK_PAGE_ID, 'site password', undefined)) as LockPass;
    const pagePass = (await here.unlock('site-b', 'page-1', 'page password', undefined)) as LockPass;

    expect(await here.lockBefore('site-b', 'page-1', noCookies)).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });
    expect(await here.lockBefore('site-b', 'page-1', withCookies(sitePass))).toEqual({ locked: true, closedBy: 'page-1' });
    expect(await here.lockBefore('site-b', 'page-1', withCookies(sitePass, pagePass))).toEqual({ locked: true });
    expect(await here.lockBefore('site-b', 'page-2', withCookies(sitePass))).toEqual({ locked: true });
    expect(await here.lockBefore('site-b', SITE_LOCK_PAGE_ID, withCookies(pagePass))).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });
    const forged = { ...sitePass, value: `${sitePass.value.slice(0, -1)}${sitePass.value.endsWith('A') ? 'B' : 'A'}` };
    expect(await here.lockBefore('site-b', 'page-2', withCookies(forged))).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });
    // A new password signs passes with a new key: the old pass no longer opens the site.
    await here.setPassword('site-b', SITE_LOCK_PAGE_ID, 'new site password');
    expect(await here.lockBefore('site-b', 'page-2', withCookies(sitePass))).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });
  });

  it('another process sees a new lock once its cached locks of the site are older than its ttl', async () => {
    const here = processWithTtl(60_000);
    const elsewhere = processWithTtl(1500);
    expect(await elsewhere.lockBefore('site-c', 'page-1', noCookies)).toEqual({ locked: false });
    const cachedAt = Date.now();

    await here.setPassword('site-c', SITE_LOCK_PAGE_ID, 'open sesame');
    if (Date.now() - cachedAt < 1400) expect(await elsewhere.lockBefore('site-c', 'page-1', noCookies)).toEqual({ locked: false });

    // A timer may fire a few ms early by Date.now() (it counts from the loop's cached time): wait until the clock has passed.
    while (Date.now() <= cachedAt + 1500) await sleep(cachedAt + 1501 - Date.now());
    expect(await elsewhere.lockBefore('site-c', 'page-1', noCookies)).toEqual({ locked: true, closedBy: SITE_LOCK_PAGE_ID });
  });
});
