export interface CallOptions {
  readonly body?: unknown;
  readonly cookie?: string;
  /** The site's host, sent as X-Forwarded-Host; defaults to the client's host. */
  readonly host?: string;
  readonly headers?: Record<string, string>;
}

/** HTTP calls as the browser of a visitor or owner on `host` makes them, to whatever answers at `baseUrl`. */
export function apiClient(baseUrl: string, host: string) {
  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-host': options.host ?? host, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    // JSON answers parsed (tests read whatever shape the endpoint has), HTML pages as text.
    return { status: response.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, headers: response.headers };
  };
  /** Logs in through `POST /api/auth/session`; answers the session cookie to send back. */
  const login = async (credentials: { email: string; password: string }): Promise<string> => {
    const response = await call('POST', '/api/auth/session', { body: credentials });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mercato_owner_session='));
    return session!.split(';')[0]!;
  };
  return { call, login };
}

export type ApiClient = ReturnType<typeof apiClient>;
