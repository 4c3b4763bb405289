import { type Page } from 'playwright-core';
import { isTrackingCall } from './browser';

/** One tracker call the page made, as Chromium sent it, and the server's answer. */
export interface TrackingCall {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The HTTP status the server answered (0 when the request failed). */
  readonly status: Promise<number>;
}

/** Records every tracker call (spec §7 paths) the page makes from now on, beacons included. */
export function recordTrackingCalls(page: Page): TrackingCall[] {
  const calls: TrackingCall[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !isTrackingCall(request.url())) return;
    calls.push({
      path: new URL(request.url()).pathname,
      headers: request.headers(),
      body: request.postData() ?? '',
      status: request.response().then(
        (response) => response?.status() ?? 0,
        () => 0,
      ),
    });
  });
  return calls;
}

/** Waits until at least `count` calls went to `path`; returns those calls. */
export async function callsTo(calls: readonly TrackingCall[], path: string, count: number, timeoutMs = 10_000): Promise<TrackingCall[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = calls.filter((call) => call.path === path);
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) throw new Error(`expected ${count} call(s) to ${path} within ${timeoutMs} ms, saw ${matching.length} (all calls: ${calls.map((call) => call.path).join(', ') || 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page made no (further) call to `path` during `quietMs`. */
export async function expectNoCallsTo(calls: readonly TrackingCall[], path: string, already: number, quietMs = 1_500): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  expect(calls.filter((call) => call.path === path)).toHaveLength(already);
}
