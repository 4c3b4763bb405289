import { Presets, SingleBar } from 'cli-progress';

export interface RebuildFigures {
  readonly done: number;
  readonly total: number;
  /** Share done, 0 to 100. */
  readonly percent: number;
  /** Events per second since the rebuild started. */
  readonly rate: number;
  /** Seconds left at that rate; undefined before there is a rate. */
  readonly etaSeconds: number | undefined;
}

export function rebuildFigures(done: number, total: number, elapsedMs: number): RebuildFigures {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  return {
    done,
    total,
    percent: total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100,
    rate,
    etaSeconds: rate > 0 ? Math.max(0, total - done) / rate : undefined,
  };
}

/** 43 ms, 4.2 s, 42 s, 3m 07s, 1h 02m. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${pad(whole % 60)}s`;
  return `${Math.floor(whole / 3600)}h ${pad(Math.floor((whole % 3600) / 60))}m`;
}

const count = new Intl.NumberFormat('en-US');

/** The non-TTY progress line, e.g. `catalog: 1,200/5,000 events (24%), 850 events/s, ETA 4.5 s`. */
export function progressLine(projection: string, figures: RebuildFigures): string {
  const eta = figures.etaSeconds === undefined ? 'ETA unknown' : `ETA ${formatDuration(figures.etaSeconds)}`;
  return `${projection}: ${count.format(figures.done)}/${count.format(figures.total)} events (${figures.percent}%), ${count.format(Math.round(figures.rate))} events/s, ${eta}`;
}

export interface ProgressReporter {
  update(done: number, total: number): void;
  stop(): void;
}

/** How often the non-TTY output writes a line: often enough to show life, rarely enough for a CI log. */
const LINE_INTERVAL_MS = 2_000;

/**
 * A progress bar (done/total, rate, ETA) on a terminal; periodic lines elsewhere (CI logs, pipes),
 * where redrawing a bar would only fill the log with control characters.
 */
export function progressReporter(projection: string, stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): ProgressReporter {
  const started = now();
  if (!stream.isTTY) {
    let lastLine = 0;
    let finished = false;
    return {
      update: (done, total) => {
        const at = now();
        if (finished || (done < total && at - lastLine < LINE_INTERVAL_MS)) return;
        lastLine = at;
        finished = done >= total;
        stream.write(`${progressLine(projection, rebuildFigures(done, total, at - started))}\n`);
      },
      stop: () => undefined,
    };
  }
  const bar = new SingleBar(
    { stream, hideCursor: true, format: `${projection} {bar} {percentage}% | {value}/{total} events | {rate} events/s | ETA {timeLeft}` },
    Presets.shades_classic,
  );
  let shown = false;
  return {
    update: (done, total) => {
      const figures = rebuildFigures(done, total, now() - started);
      // Our own ETA (cli-progress' {eta} is whole seconds from its own smoothing), the same as the plain lines show.
      const payload = { rate: count.format(Math.round(figures.rate)), timeLeft: figures.etaSeconds === undefined ? '?' : formatDuration(figures.etaSeconds) };
      if (!shown) {
        bar.start(total, done, payload);
        shown = true;
      } else {
        bar.setTotal(total);
        bar.update(done, payload);
      }
    },
    stop: () => {
      if (shown) bar.stop();
    },
  };
}
