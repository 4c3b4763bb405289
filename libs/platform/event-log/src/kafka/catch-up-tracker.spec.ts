import { CatchUpTracker } from './catch-up-tracker';

describe('CatchUpTracker', () => {
  const targets = new Map([
    ['t/0', 5n],
    ['t/1', 0n],
  ]);

  it('is not caught up before the group assigned partitions', () => {
    const tracker = new CatchUpTracker(targets);
    tracker.advance('t/0', 5n);
    expect(tracker.isCaughtUp()).toBe(false);
  });

  it('is caught up once every assigned partition reached its high watermark at start', () => {
    const tracker = new CatchUpTracker(targets);
    tracker.assign(['t/0', 't/1']);
    tracker.advance('t/0', 4n);
    expect(tracker.isCaughtUp()).toBe(false);
    tracker.advance('t/0', 5n);
    expect(tracker.isCaughtUp()).toBe(true);
  });

  it('never moves back, and ignores partitions created after the start', () => {
    const tracker = new CatchUpTracker(targets);
    tracker.assign(['t/0', 't/2']);
    tracker.advance('t/0', 5n);
    tracker.advance('t/0', 1n);
    expect(tracker.isCaughtUp()).toBe(true);
  });

  it('only waits for the partitions assigned to this member', () => {
    const tracker = new CatchUpTracker(targets);
    tracker.assign(['t/1']);
    expect(tracker.isCaughtUp()).toBe(true);
  });
});
