import { PreferencesCache, type PreferencesTransport } from './commerce-preferences';

/** A transport that records the calls and answers like the API: merged values with the websiteId. */
function fakeApi(stored: Record<string, string> = {}) {
  const calls: Array<{ call: 'fetch' | 'save'; namespace: string; changes?: Record<string, string> }> = [];
  let failure: Error | undefined;
  let pending: Promise<void> = Promise.resolve();
  const transport: PreferencesTransport = {
    async fetch(namespace) {
      calls.push({ call: 'fetch', namespace });
      if (failure) throw failure;
      return { ...stored, websiteId: 'site-1' };
    },
    async save(namespace, changes) {
      calls.push({ call: 'save', namespace, changes: { ...changes } });
      await pending;
      if (failure) throw failure;
      Object.assign(stored, changes);
      return { ...stored, websiteId: 'site-1' };
    },
  };
  return {
    transport,
    calls,
    failWith: (error: Error | undefined) => (failure = error),
    hold: () => {
      let release = () => {};
      pending = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

describe('commerce preferences cache (spec §4 "Preferences")', () => {
  const reported: unknown[] = [];
  const report = (error: unknown, action: unknown) => reported.push({ error, action });
  beforeEach(() => (reported.length = 0));

  it('caches the fetched values without the websiteId', async () => {
    const cache = new PreferencesCache(fakeApi({ tipsEnabled: 'true' }).transport, report);
    expect(await cache.fetch('checkout')).toEqual({ tipsEnabled: 'true' });
    expect(cache.valuesOf('checkout')).toEqual({ tipsEnabled: 'true' });
  });

  it('sends only the values that differ from the cache, and nothing when none does', async () => {
    const api = fakeApi({ tipsEnabled: 'true', note: 'Thanks' });
    const cache = new PreferencesCache(api.transport, report);
    await cache.fetch('checkout');
    expect(await cache.save('checkout', { tipsEnabled: 'true', note: 'Merci' })).toBe(true);
    expect(await cache.save('checkout', { tipsEnabled: 'true', note: 'Merci' })).toBe(false);
    expect(api.calls.filter((call) => call.call === 'save')).toEqual([{ call: 'save', namespace: 'checkout', changes: { note: 'Merci' } }]);
  });

  it('updates the cache before the server answers', async () => {
    const api = fakeApi({ note: 'Thanks' });
    const cache = new PreferencesCache(api.transport, report);
    await cache.fetch('checkout');
    const release = api.hold();
    const saving = cache.save('checkout', { note: 'Merci' });
    expect(cache.valuesOf('checkout')).toEqual({ note: 'Merci' });
    release();
    await saving;
    expect(cache.valuesOf('checkout')).toEqual({ note: 'Merci' });
  });

  it('reports and rethrows a failed fetch', async () => {
    const api = fakeApi();
    const failure = new Error('Unable to connect. Please try again');
    api.failWith(failure);
    const cache = new PreferencesCache(api.transport, report);
    await expect(cache.fetch('checkout')).rejects.toBe(failure);
    expect(reported).toEqual([{ error: failure, action: { operation: 'fetch', namespace: 'checkout' } }]);
  });

  it('reports and rethrows a failed save, puts the cache back, and sends the same values on the next try', async () => {
    const api = fakeApi({ note: 'Thanks' });
    const cache = new PreferencesCache(api.transport, report);
    await cache.fetch('checkout');
    const failure = new Error('A preference value is text of at most 2000 characters, or null to remove the key.');
    api.failWith(failure);
    await expect(cache.save('checkout', { note: 'Merci' })).rejects.toBe(failure);
    expect(reported).toEqual([{ error: failure, action: { operation: 'save', namespace: 'checkout' } }]);
    expect(cache.valuesOf('checkout')).toEqual({ note: 'Thanks' });
    api.failWith(undefined);
    expect(await cache.save('checkout', { note: 'Merci' })).toBe(true);
  });
});
