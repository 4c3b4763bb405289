import { type BrowserContext, type Page } from 'playwright-core';
import { storefrontUrl } from './browser';

/**
 * The demo owner's session for the whole e2e run, opened once by the global setup
 * (MERCATO_E2E_OWNER_COOKIE, a Cookie header: "name=value; …"). Tests that are not about the login form use it: the
 * login limits (spec'd 10 attempts a minute per account, `LOGIN_RATE_LIMITS`) rightly refuse a run
 * that logs the same owner in for every test.
 */
export function ownerCookie(): string {
  const cookie = process.env.MERCATO_E2E_OWNER_COOKIE;
  if (!cookie) throw new Error('MERCATO_E2E_OWNER_COOKIE is not set: the e2e global setup opens the demo owner session');
  return cookie;
}

/** Gives a browser context the owner's session, as if the owner had logged in there. */
export async function signInAsOwner(context: BrowserContext): Promise<void> {
  const url = storefrontUrl();
  await context.addCookies(ownerCookie().split('; ').map((pair) => ({ ...splitCookie(pair), url })));
}

/** Opens the owner console at `path` (under /config) already logged in as the demo owner. */
export async function openConsole(page: Page, path = ''): Promise<void> {
  await signInAsOwner(page.context());
  await page.goto(`${storefrontUrl()}/config${path}`);
}

export interface OwnerResponse {
  readonly status: number;
  readonly body: unknown;
}

/** One owner API call (Node's fetch with the owner's session cookie) on the demo site's host. */
export async function ownerFetch(method: string, path: string, body?: unknown): Promise<OwnerResponse> {
  const response = await fetch(`${storefrontUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: ownerCookie() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : {} };
}

/** An owner API call that must succeed (2xx); answers its JSON object. */
export async function ownerCall(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await ownerFetch(method, path, body);
  expect(response.status).toBeLessThan(300);
  return response.body as Record<string, unknown>;
}

function splitCookie(pair: string): { name: string; value: string } {
  const separator = pair.indexOf('=');
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
}
