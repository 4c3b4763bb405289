/** One namespace's preferences as the client keeps them: the GET answer without its `websiteId`. */
export type Preferences = Readonly<Record<string, string>>;

/** The two calls of spec §7 `GET and PUT /api/v1/commerce-preferences/{namespace}`. */
export interface PreferencesTransport {
  /** The GET answer: the namespace's values and the site's `websiteId`. */
  fetch(namespace: string): Promise<Readonly<Record<string, string>>>;
  /** Sends the changed values; answers every value of the namespace, with `websiteId`. */
  save(namespace: string, changes: Preferences): Promise<Readonly<Record<string, string>>>;
}

/** Where a failed fetch or save is reported before it is rethrown (spec §4). */
export type PreferencesErrorReporter = (error: unknown, action: { readonly operation: 'fetch' | 'save'; readonly namespace: string }) => void;

/** The answer as cached: spec §3 "websiteId removed from the response". */
function withoutWebsiteId({ websiteId: _websiteId, ...values }: Readonly<Record<string, string>>): Preferences {
  return values;
}

/**
 * Spec §4 "Preferences": a cache of each namespace's values; a save sends only the values that differ
 * from the cache and updates the cache first, so what the owner sees does not wait for the server.
 * A failed save puts the cache back, so saving the same values again is tried again.
 */
export class PreferencesCache {
  private readonly cached = new Map<string, Preferences>();

  constructor(
    private readonly transport: PreferencesTransport,
    private readonly report: PreferencesErrorReporter,
  ) {}

  /** The cached values of `namespace`, or undefined before its first fetch or save. */
  valuesOf(namespace: string): Preferences | undefined {
    return this.cached.get(namespace);
  }

  async fetch(namespace: string): Promise<Preferences> {
    try {
      const values = withoutWebsiteId(await this.transport.fetch(namespace));
      this.cached.set(namespace, values);
      return values;
    } catch (error) {
      this.report(error, { operation: 'fetch', namespace });
      throw error;
    }
  }

  /** Saves the values that differ from the cache; answers whether anything was sent. */
  async save(namespace: string, values: Preferences): Promise<boolean> {
    const before = this.cached.get(namespace) ?? {};
    const changes = Object.fromEntries(Object.entries(values).filter(([key, value]) => before[key] !== value));
    if (Object.keys(changes).length === 0) return false;
    this.cached.set(namespace, { ...before, ...changes });
    try {
      this.cached.set(namespace, withoutWebsiteId(await this.transport.save(namespace, changes)));
      return true;
    } catch (error) {
      this.cached.set(namespace, before);
      this.report(error, { operation: 'save', namespace });
      throw error;
    }
  }
}
