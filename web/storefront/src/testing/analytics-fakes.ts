import { type BrowserSnapshot } from '../analytics/page';
import { type CookieJar, type CookieOptions, type KeyValueStore, type PostOptions, type Timers, type TrackingTransport } from '../analytics/ports';

/** Fakes of the analytics ports: they record what the trackers did. */

export interface SentBeacon {
  url: string;
  body: string;
}

export interface SentPost extends SentBeacon {
  contentType: string;
  options: PostOptions;
}

export class FakeTransport implements TrackingTransport {
  readonly beacons: SentBeacon[] = [];
  readonly posts: SentPost[] = [];
  /** What sendBeacon answers; false is a browser refusing the beacon. */
  beaconAccepted = true;
  /** What each POST resolves to; an Error rejects instead. */
  answer: number | Error = 200;

  beacon(url: string, body: string): boolean {
    if (this.beaconAccepted) this.beacons.push({ url, body });
    return this.beaconAccepted;
  }

  post(url: string, body: string, options: PostOptions): Promise<number> {
    this.posts.push({ url, body, contentType: options.contentType, options });
    return this.answer instanceof Error ? Promise.reject(this.answer) : Promise.resolve(this.answer);
  }
}

export class FakeCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly lifetimes = new Map<string, number | undefined>();
  /** A browser with cookies switched off stores nothing. */
  refuseWrites = false;

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (this.refuseWrites) return;
    this.values.set(name, value);
    this.lifetimes.set(name, options.maxAgeSeconds);
  }

  remove(name: string): void {
    this.values.delete(name);
  }
}

export class FakeStorage implements KeyValueStore {
  readonly values = new Map<string, string>();
  /** Storage switched off: every call throws, as browsers do. */
  broken = false;

  getItem(key: string): string | null {
    this.check();
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.check();
    this.values.delete(key);
  }

  private check(): void {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Jest's fake timers behind the Timers port (call jest.useFakeTimers() first). */
export const jestTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Sequential UUID-shaped ids, so specs can name what was created. */
export function idSequence(prefix = '00000000-0000-4000-8000-'): () => string {
  let next = 0;
  return () => `${prefix}${String(++next).padStart(12, '0')}`;
}

export function browserSnapshot(overrides: Partial<BrowserSnapshot> = {}): BrowserSnapshot {
  return {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    language: 'en-GB',
    locale: 'en-GB',
    documentLanguage: 'en-US',
    viewportWidth: 1280,
    viewportHeight: 720,
    screenWidth: 1920,
    screenHeight: 1080,
    href: 'http://localhost:3000/shop/p/linen-shirt?color=blue#reviews',
    host: 'localhost:3000',
    hostname: 'localhost',
    pathname: '/shop/p/linen-shirt',
    search: '?color=blue',
    hash: '#reviews',
    title: 'Linen Shirt — Mercato Demo Store',
    now: 1_760_000_000_000,
    ...overrides,
  };
}
