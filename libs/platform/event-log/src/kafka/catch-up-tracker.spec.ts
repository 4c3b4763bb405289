import { CatchUpTracker } from './catch-up-tracker';

describe('CatchUpTracker', () => {
  const targets = new Map([
    ['t/0', 5n],
    ['t/1', 0n],
  ]);

  it('is not caught up before the group assigned partitions', () => {
    const tracker = new CatchUpTracker();
    tracker.advance('t/0', 5n);
    expect(tracker.isCaughtUpWith(targets)).toBe(false);
  });

  it('is caught up once every assigned partition reached its target high watermark', () => {
    const tracker = new CatchUpTracker();
    tracker.assign(['t/0', 't/1']);
    tracker.advance('t/0', 4n);
    expect(tracker.isCaughtUpWith(targets)).toBe(false);
    tracker.advance('t/0', 5n);
    expect(tracker.isCaughtUpWith(targets)).toBe(true);
  });

  it('never moves back, and ignores partitions created after the targets were measured', () => {
    const tracker = new CatchUpTracker();
    tracker.assign(['t/0', 't/2']);
    tracker.advance('t/0', 5n);
    tracker.advance('t/0', 1n);
    expect(tracker.isCaughtUpWith(targets)).toBe(true);
  });

  it('only waits for the partitions assigned to this member', () => {
    const tracker = new CatchUpTracker();
    tracker.assign(['t/1']);
    expect(tracker.isCaughtUpWith(targets)).toBe(true);
  });

  it('measures a later catch-up against the same progress: caught up with the start, not yet with newer writes', () => {
    const tracker = new CatchUpTracker();
    tracker.assign(['t/0', 't/1']);
    tracker.advance('t/0', 5n);
    const later = new Map([
      ['t/0', 7n],
      ['t/1', 2n],
    ]);
    expect(tracker.isCaughtUpWith(targets)).toBe(true);
    expect(tracker.isCaughtUpWith(later)).toBe(false);
    tracker.advance('t/0', 7n);
    tracker.advance('t/1', 2n);
    expect(tracker.isCaughtUpWith(later)).toBe(true);
  });
});
