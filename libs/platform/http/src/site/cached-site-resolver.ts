import type { SiteResolver } from './site-resolver.port';

export interface SiteCacheSettings {
  /** How long an answer (a site, or no site) is reused; a host's new owner is seen at most this late. */
  readonly ttlMs: number;
  /** Hosts remembered at most; the earliest remembered is forgotten first. */
  readonly maxHosts: number;
  /**
   * Whether "no site" is remembered too. Where sites are created while serving (an owner adds a
   * site, then visits it), a remembered miss would answer 404 for up to `ttlMs`; where only the
   * sites topic creates them (the census service), remembering misses keeps unknown hosts off the database.
   */
  readonly rememberMisses: boolean;
}

type Answer = ReturnType<SiteResolver['resolveHost']>;

/**
 * A SiteResolver that reuses each answer for a while, for an endpoint so hot that asking the
 * database on every request would cost more than the endpoint's own work (census ingestion,
 * measured in tests/load/RESULTS.md). Concurrent requests for one host share a single lookup; a
 * failed lookup is not remembered.
 */
export class CachedSiteResolver implements SiteResolver {
  private readonly answers = new Map<string, { readonly answer: Answer; readonly expiresAt: number }>();

  constructor(
    private readonly resolver: SiteResolver,
    private readonly settings: SiteCacheSettings,
    private readonly now: () => number = Date.now,
  ) {}

  resolveHost(host: string): Answer {
    const now = this.now();
    const remembered = this.answers.get(host);
    if (remembered && remembered.expiresAt > now) return remembered.answer;
    this.answers.delete(host);
    if (this.answers.size >= this.settings.maxHosts) this.answers.delete(this.answers.keys().next().value!);
    const answer = this.resolver.resolveHost(host);
    this.answers.set(host, { answer, expiresAt: now + this.settings.ttlMs });
    const forget = () => {
      if (this.answers.get(host)?.answer === answer) this.answers.delete(host);
    };
    answer.then((site) => {
      if (!site && !this.settings.rememberMisses) forget();
    }, forget);
    return answer;
  }
}
