export interface RecentAnswersSettings<T> {
  /** How long an answer is reused; a change behind it is seen at most this late. */
  readonly ttlMs: number;
  /** Keys remembered at most; the earliest remembered is forgotten first. */
  readonly maxKeys: number;
  /** Whether an answer is worth reusing (e.g. not "no such site" where sites appear while serving). */
  readonly keep: (answer: T) => boolean;
}

/**
 * Reuses each key's answer for a while, for reads so hot that asking again on every request would
 * cost more than the request's own work (measured in tests/load/RESULTS.md). Concurrent requests for
 * one key share a single ask, kept answers or not; a failed ask is not remembered. A writer in this
 * process calls `forget` once its change has committed, so it is seen at once here; elsewhere after `ttlMs`.
 */
export class RecentAnswers<T> {
  private readonly answers = new Map<string, { readonly answer: Promise<T>; readonly expiresAt: number; settled?: T }>();

  constructor(
    private readonly settings: RecentAnswersSettings<T>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's kept answer when one has arrived and is still fresh, without waiting or asking. */
  fresh(key: string): T | undefined {
    const remembered = this.answers.get(key);
    return remembered && remembered.expiresAt > this.now() ? remembered.settled : undefined;
  }

  /**
   * Drops the key's answer, and keeps an ask already under way from being remembered: called after a
   * change commits, every later ask starts after the commit and so reads the change, while an earlier
   * one (which may have read the old row) still answers its own callers but nobody after them.
   */
  forget(key: string): void {
    this.answers.delete(key);
  }

  answer(key: string, ask: () => Promise<T>): Promise<T> {
    const now = this.now();
    const remembered = this.answers.get(key);
    if (remembered && remembered.expiresAt > now) return remembered.answer;
    this.answers.delete(key);
    if (this.answers.size >= this.settings.maxKeys) this.answers.delete(this.answers.keys().next().value!);
    const answer = ask();
    const entry: { answer: Promise<T>; expiresAt: number; settled?: T } = { answer, expiresAt: now + this.settings.ttlMs };
    this.answers.set(key, entry);
    const forget = () => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    };
    answer.then((value) => {
      if (this.settings.keep(value)) entry.settled = value;
      else forget();
    }, forget);
    return answer;
  }
}
