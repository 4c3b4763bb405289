import { formatDuration, progressLine, progressReporter, rebuildFigures } from './rebuild-progress';

describe('rebuild progress', () => {
  it('computes the rate since the start and the time left at that rate', () => {
    expect(rebuildFigures(1_000, 5_000, 2_000)).toEqual({ done: 1_000, total: 5_000, percent: 20, rate: 500, etaSeconds: 8 });
    expect(rebuildFigures(0, 5_000, 0)).toMatchObject({ percent: 0, rate: 0, etaSeconds: undefined });
    expect(rebuildFigures(0, 0, 10)).toMatchObject({ percent: 100, etaSeconds: undefined });
  });

  it('writes durations the way people read them', () => {
    expect(formatDuration(0.042)).toBe('42 ms');
    expect(formatDuration(4.24)).toBe('4.2 s');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(187)).toBe('3m 07s');
    expect(formatDuration(3_720)).toBe('1h 02m');
  });

  it('says done/total, share, rate and ETA in one line', () => {
    expect(progressLine('catalog', rebuildFigures(1_200, 5_000, 1_412))).toBe('catalog: 1,200/5,000 events (24%), 850 events/s, ETA 4.5 s');
  });

  it('writes a line every two seconds and one when done, when the output is no terminal', () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream;
    let clock = 0;
    const reporter = progressReporter('catalog', stream, () => clock);
    for (const [at, done] of [
      [500, 1_000],
      [1_000, 2_000],
      [2_600, 3_000],
      [3_000, 4_000],
      [3_200, 4_000],
    ] as const) {
      clock = at;
      reporter.update(done, 4_000);
    }
    expect(lines).toEqual(['catalog: 3,000/4,000 events (75%), 1,154 events/s, ETA 867 ms\n', 'catalog: 4,000/4,000 events (100%), 1,333 events/s, ETA 0 ms\n']);
  });
});
