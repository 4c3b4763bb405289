import { RecentAnswers } from '../recent-answers';
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

/**
 * A SiteResolver that reuses each answer for a while, for an endpoint so hot that asking the
 * database on every request would cost more than the endpoint's own work (census ingestion,
 * measured in tests/load/RESULTS.md). Concurrent requests for one host share a single lookup; a
 * failed lookup is not remembered.
 */
export class CachedSiteResolver implements SiteResolver {
  private readonly answers: RecentAnswers<{ websiteId: string } | null>;

  constructor(
    private readonly resolver: SiteResolver,
    settings: SiteCacheSettings,
    now: () => number = Date.now,
  ) {
    this.answers = new RecentAnswers({ ttlMs: settings.ttlMs, maxKeys: settings.maxHosts, keep: (site) => site !== null || settings.rememberMisses }, now);
  }

  resolveHost(host: string): ReturnType<SiteResolver['resolveHost']> {
    return this.answers.answer(host, () => this.resolver.resolveHost(host));
  }
}
