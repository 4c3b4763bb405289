import { CachedSiteResolver } from './cached-site-resolver';
import type { SiteResolver } from './site-resolver.port';

/** A directory of hosts that counts how often it was asked, and can be told to fail. */
function directory(sites: Record<string, string>) {
  const asked: string[] = [];
  let failure: Error | undefined;
  const resolver: SiteResolver = {
    resolveHost: async (host) => {
      asked.push(host);
      if (failure) throw failure;
      return sites[host] ? { websiteId: sites[host] } : null;
    },
  };
  return { resolver, asked, fail: (error: Error | undefined) => (failure = error) };
}

describe('CachedSiteResolver', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('answers a host from memory until the answer is older than the ttl, then asks again', async () => {
    const sites = { 'shop.example': 'site-1' };
    const { resolver, asked } = directory(sites);
    const cached = new CachedSiteResolver(resolver, { ttlMs: 5000, maxHosts: 10, rememberMisses: false }, now);

    expect(await cached.resolveHost('shop.example')).toEqual({ websiteId: 'site-1' });
    clock += 4999;
    expect(await cached.resolveHost('shop.example')).toEqual({ websiteId: 'site-1' });
    expect(asked).toEqual(['shop.example']);

    sites['shop.example'] = 'site-2';
    clock += 1;
    expect(await cached.resolveHost('shop.example')).toEqual({ websiteId: 'site-2' });
    expect(asked).toEqual(['shop.example', 'shop.example']);
  });

  /** Asks for a host before and after its site is created, `afterMs` apart; the answers and how many lookups. */
  async function askAroundCreation(rememberMisses: boolean, afterMs: number) {
    const sites: Record<string, string> = {};
    const { resolver, asked } = directory(sites);
    const cached = new CachedSiteResolver(resolver, { ttlMs: 5000, maxHosts: 10, rememberMisses }, now);
    const before = await cached.resolveHost('new.example');
    sites['new.example'] = 'site-new';
    const rightAfter = await cached.resolveHost('new.example');
    clock += afterMs;
    const later = await cached.resolveHost('new.example');
    return { answers: [before, rightAfter, later], lookups: asked.length };
  }

  it('where asked to, remembers that a host has no site for the ttl too, so unknown hosts do not reach the database on every request', async () => {
    expect(await askAroundCreation(true, 5000)).toEqual({ answers: [null, null, { websiteId: 'site-new' }], lookups: 2 });
  });

  it('otherwise asks about an unknown host every time, so a site created while serving is found at once', async () => {
    expect(await askAroundCreation(false, 0)).toEqual({ answers: [null, { websiteId: 'site-new' }, { websiteId: 'site-new' }], lookups: 2 });
  });

  it('lets concurrent requests for one host share a single lookup', async () => {
    const { resolver, asked } = directory({ 'shop.example': 'site-1' });
    const cached = new CachedSiteResolver(resolver, { ttlMs: 5000, maxHosts: 10, rememberMisses: false }, now);

    const answers = await Promise.all([cached.resolveHost('shop.example'), cached.resolveHost('shop.example'), cached.resolveHost('shop.example')]);

    expect(answers).toEqual([{ websiteId: 'site-1' }, { websiteId: 'site-1' }, { websiteId: 'site-1' }]);
    expect(asked).toEqual(['shop.example']);
  });

  it('does not remember a failed lookup: the next request asks again', async () => {
    const { resolver, asked, fail } = directory({ 'shop.example': 'site-1' });
    const cached = new CachedSiteResolver(resolver, { ttlMs: 5000, maxHosts: 10, rememberMisses: false }, now);

    fail(new Error('database unavailable'));
    await expect(cached.resolveHost('shop.example')).rejects.toThrow('database unavailable');
    fail(undefined);
    expect(await cached.resolveHost('shop.example')).toEqual({ websiteId: 'site-1' });
    expect(asked).toHaveLength(2);
  });

  it('holds at most maxHosts answers, forgetting the earliest first', async () => {
    const { resolver, asked } = directory({ 'a.example': 'a', 'b.example': 'b', 'c.example': 'c' });
    const cached = new CachedSiteResolver(resolver, { ttlMs: 5000, maxHosts: 2, rememberMisses: false }, now);

    for (const host of ['a.example', 'b.example', 'c.example', 'c.example', 'b.example', 'a.example']) await cached.resolveHost(host);

    expect(asked).toEqual(['a.example', 'b.example', 'c.example', 'a.example']);
  });
});
