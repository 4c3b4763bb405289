import { type JavascriptErrorReport } from '@mercato/spec';
import { FakeCookieJar, FakeTransport, jestTimers } from '../testing/analytics-fakes';
import { createErrorReporter, postErrorReports, scriptErrorOf } from './error-reporter';

describe('JavaScript error reports (spec §8, §9)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_760_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  function reporter() {
    const batches: JavascriptErrorReport[][] = [];
    const errors = createErrorReporter({ send: (reports) => batches.push(reports), timers: jestTimers, now: Date.now, pageUrl: () => 'http://localhost:3000/shop' });
    return { errors, batches };
  }

  it('sends reports together 1 s after the last one (debounced)', () => {
    const { errors, batches } = reporter();
    errors.report('error', { message: 'first' });
    jest.advanceTimersByTime(900);
    errors.report('unhandledrejection', { message: 'second' });
    jest.advanceTimersByTime(999);
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([
      [
        { event: 'error', data: { message: 'first', url: 'http://localhost:3000/shop' }, timestamp: 1_760_000_000_000 },
        { event: 'unhandledrejection', data: { message: 'second', url: 'http://localhost:3000/shop' }, timestamp: 1_760_000_000_900 },
      ],
    ]);
  });

  it('queues at most 10 reports; errors while the queue is full are dropped', () => {
    const { errors, batches } = reporter();
    for (let n = 1; n <= 12; n += 1) errors.report('error', { message: `error ${n}` });
    jest.advanceTimersByTime(1000);
    expect(batches.map((batch) => batch.length)).toEqual([10]);
    expect(batches[0]?.at(-1)?.data.message).toBe('error 10');
  });

  it('sends at most 20 reports a page', () => {
    const { errors, batches } = reporter();
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 10; n += 1) errors.report('error', { message: `round ${round} error ${n}` });
      jest.advanceTimersByTime(1000);
    }
    expect(batches.map((batch) => batch.length)).toEqual([10, 10]);
  });

  it('cuts a stack trace at 5000 characters and keeps where the error was thrown', () => {
    const { errors, batches } = reporter();
    errors.report('error', { message: 'deep', stack: 'x'.repeat(6000), filename: 'http://localhost:3000/assets/entry.js', lineno: 1, colno: 2345 });
    errors.flush();
    expect(batches[0]?.[0]?.data).toEqual({ message: 'deep', stack: 'x'.repeat(5000), filename: 'http://localhost:3000/assets/entry.js', lineno: 1, colno: 2345, url: 'http://localhost:3000/shop' });
  });

  it('sends what is queued at once when the page goes away, and nothing more after', () => {
    const { errors, batches } = reporter();
    errors.report('error', { message: 'late' });
    errors.flush();
    expect(batches).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    errors.flush();
    expect(batches).toHaveLength(1);
  });

  it.each<[unknown, string]>([
    [new TypeError('x is undefined'), 'x is undefined'],
    ['plain text', 'plain text'],
    [{ code: 42 }, '{"code":42}'],
    [undefined, 'Script error.'],
  ])('describes a thrown %p as %j', (thrown, message) => expect(scriptErrorOf(thrown).message).toBe(message));

  it('keeps the stack of a thrown Error', () => {
    expect(scriptErrorOf(new Error('boom')).stack).toMatch(/^Error: boom\n\s+at /);
  });
});

describe('postErrorReports (spec §7)', () => {
  const reports: JavascriptErrorReport[] = [{ event: 'error', data: { message: 'boom', url: 'http://localhost:3000/' }, timestamp: 1 }];

  it('posts the JSON array with the crumb cookie in the CSRF header, kept alive past page unload', () => {
    const transport = new FakeTransport();
    postErrorReports(transport, new FakeCookieJar({ crumb: 'crumb-value' }))(reports);
    expect(transport.posts).toEqual([
      {
        url: '/api/events/RecordJavascriptErrors',
        body: JSON.stringify(reports),
        contentType: 'application/json',
        options: { contentType: 'application/json', headers: { 'x-csrf-token': 'crumb-value' }, keepalive: true },
      },
    ]);
  });

  it('sends nothing without a crumb cookie (the server would refuse it)', () => {
    const transport = new FakeTransport();
    postErrorReports(transport, new FakeCookieJar())(reports);
    expect(transport.posts).toEqual([]);
  });

  it('swallows a failed post: reporting an error must not raise another', async () => {
    const transport = new FakeTransport();
    transport.answer = new TypeError('Failed to fetch');
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    postErrorReports(transport, new FakeCookieJar({ crumb: 'c' }))(reports);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
