import { type ContributorRole, type CookiePolicyContext, type PageType, type RecordType } from '@mercato/spec';

/** What the trackers read from the browser at the moment of an event. */
export interface BrowserSnapshot {
  readonly userAgent: string;
  /** navigator.language, e.g. "en-US". */
  readonly language: string;
  /** The locale the browser formats with (Intl). */
  readonly locale: string;
  /** <html lang>: the language the page says it is in. */
  readonly documentLanguage: string;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly href: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  /** location.search, with its "?" when not empty. */
  readonly search: string;
  readonly hash: string;
  readonly title: string;
  /** Milliseconds since the epoch. */
  readonly now: number;
}

/** The site a page belongs to, from the storefront's site data. */
export interface AnalyticsSite {
  readonly websiteId: string;
  readonly templateId: string;
  readonly locale: string;
}

/** What a page says about itself once its data is on screen. */
export interface AnalyticsPage {
  readonly pageType: PageType;
  readonly collectionId?: string;
  readonly itemId?: string;
  readonly recordType?: RecordType;
}

/** One page shown to the visitor: the initial load or a client navigation. */
export interface ShownPage extends AnalyticsPage {
  /** The router's key for this history entry: one page view per key. */
  readonly locationKey: string;
  readonly site: AnalyticsSite;
}

/** The query string without its "?". */
export const queryStringOf = (search: string): string => search.replace(/^\?/, '');

/**
 * What only the server knows about this visit, rendered into the page for the skip rules (spec §6)
 * and the cookie policy (spec §9).
 */
export interface AnalyticsPageContext {
  /** The census-disabling flag. */
  readonly censusDisabled: boolean;
  /** The signed-in contributor's roles on this site; absent for an anonymous visitor. */
  readonly signedInRoles?: readonly ContributorRole[];
  /** The site's cookie-banner settings and the visitor's consent; absent when the site has no banner set up. */
  readonly cookiePolicy?: CookiePolicyContext;
  /**
   * The variant of each experiment that counts for this visitor, by name (spec §4 ACTIVE only, §6
   * overrides on internal or staging hosts); for the site's own scripts: the trackers' payloads are
   * the spec's and carry none.
   */
  readonly experiments?: Readonly<Record<string, string>>;
}

/** A page without a readable context records nothing: the server may have meant to skip it. */
const UNKNOWN_CONTEXT: AnalyticsPageContext = { censusDisabled: true };

/** The context the server rendered into the page (JSON), checked field by field. */
export function parseAnalyticsPageContext(json: string | null | undefined): AnalyticsPageContext {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    return UNKNOWN_CONTEXT;
  }
  if (typeof value !== 'object' || value === null) return UNKNOWN_CONTEXT;
  const { censusDisabled, signedInRoles, cookiePolicy } = value as Record<string, unknown>;
  if (typeof censusDisabled !== 'boolean') return UNKNOWN_CONTEXT;
  return {
    censusDisabled,
    ...(Array.isArray(signedInRoles) ? { signedInRoles: signedInRoles.filter((role): role is ContributorRole => typeof role === 'number') } : {}),
    ...(isCookiePolicy(cookiePolicy) ? { cookiePolicy } : {}),
  };
}

function isCookiePolicy(value: unknown): value is CookiePolicyContext {
  if (typeof value !== 'object' || value === null) return false;
  const fields: readonly (keyof CookiePolicyContext)[] = ['siteCloneable', 'restrictive', 'absolute', 'bannerEnabled', 'consentGiven'];
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'boolean');
}
