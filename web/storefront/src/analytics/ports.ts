// The few things the trackers need from the browser, as small ports: the trackers are plain
// functions over these, unit-tested with fakes; `browser-adapters.ts` implements them for real.

export interface PostOptions {
  contentType: string;
  headers?: Readonly<Record<string, string>>;
  /** Abort the call after this long; the promise then rejects. */
  timeoutMs?: number;
  /** Let the call outlive the page (fetch keepalive), for reports sent as the page goes away. */
  keepalive?: boolean;
}

/** How tracking calls leave the page. */
export interface TrackingTransport {
  /**
   * Hands the body to the browser to deliver as text/plain even if the page goes away (sendBeacon);
   * false when it refused.
   */
  beacon(url: string, body: string): boolean;
  /** POSTs and resolves to the answer's HTTP status; rejects on a network failure or a timeout. */
  post(url: string, body: string, options: PostOptions): Promise<number>;
}

export interface CookieOptions {
  /** Omitted: a session cookie, gone when the browser closes. */
  maxAgeSeconds?: number;
}

/** The page's cookies (path /). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/** localStorage or sessionStorage: any call may throw (storage disabled, private modes, quota). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Timers, so specs can drive them with jest's fake timers or by hand. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type Warn = (message: string) => void;
