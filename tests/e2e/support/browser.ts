import { TRACKING_ENDPOINTS } from '@mercato/spec';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The app the e2e global setup started (or MERCATO_E2E_USE_RUNNING's), without a trailing slash. */
export function storefrontUrl(): string {
  const url = process.env.STOREFRONT_URL;
  if (!url) throw new Error('Set STOREFRONT_URL to the running gateway (with the demo seed) to run the e2e specs');
  return url.replace(/\/$/, '');
}

/** Debian's headless Chromium, quiet: no background traffic that would muddy observed requests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface FreshPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** What collectPageErrors saw on this page so far. */
  readonly pageErrors: string[];
}

/**
 * One Chromium per spec file and a fresh context (no cookies) and page per test: registers the jest
 * hooks and returns the current test's page, filled in before the file's own beforeEach hooks run.
 */
export function freshPagePerTest(): FreshPage {
  let browser: Browser | undefined;
  const current = {} as { context: BrowserContext; page: Page; pageErrors: string[] };
  beforeAll(async () => {
    storefrontUrl();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current.context = await browser!.newContext();
    current.page = await current.context.newPage();
    current.pageErrors = collectPageErrors(current.page);
  });
  afterEach(async () => {
    await current.context?.close();
  });
  return current;
}

const trackingPaths: ReadonlySet<string> = new Set(Object.values(TRACKING_ENDPOINTS));

/** Whether a URL is one of the trackers' calls (spec §7), e.g. /api/census/RecordHit. */
export function isTrackingCall(url: string): boolean {
  return trackingPaths.has(new URL(url).pathname);
}

/**
 * Collects the page's script errors (hydration mismatches included) and failed script or API loads.
 * Missing images or a favicon also log console errors; those are content, not the app, so they are
 * left out, as are the trackers' calls: the page ignores their failures by design, and
 * analytics.e2e-test.ts checks them.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (response.status() >= 400 && (kind === 'script' || kind === 'fetch') && !isTrackingCall(response.url())) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string, expectedStatus = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(expectedStatus);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Waits until the storefront serves `path` with something other than 404: a page just created reaches the read models moments later. */
export async function servedOnceProjected(path: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${storefrontUrl()}${path}`)).status === 404) {
    if (Date.now() > deadline) throw new Error(`${path} still answers 404 after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits (2 s at most) until the element with this test id has the focus. A lightbox gives the focus
 * back in its close's cleanup, which the browser runtime may run a frame after the dialog left the DOM.
 */
export async function focusReturnsTo(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId, { timeout: 2_000 });
}
