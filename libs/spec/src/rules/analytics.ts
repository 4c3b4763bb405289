import { PageType } from '../enums/pages';
import { ContributorRole } from '../enums/roles';
import { type AnalyticsSourceEnvironment } from '../enums/tracking';
import { isConfigAreaPath } from '../routes';
import { WEB_VITAL_THRESHOLDS, type WebVitalName } from '../limits';

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Spec §9: good up to the good threshold, poor above the poor one. */
export function rateWebVital(metric: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** Spec §7/§8: only 200 and 202 count as a delivered tracking event. */
export function isTrackingSuccessStatus(status: number): boolean {
  return status === 200 || status === 202;
}

/** Spec §8: the source environments the newer tracker accepts (the spec's list also has qa; the tracker does not). */
export const TRACKER_SOURCE_ENVIRONMENTS = ['dev', 'staging', 'prod'] as const satisfies readonly AnalyticsSourceEnvironment[];
export type TrackerSourceEnvironment = (typeof TRACKER_SOURCE_ENVIRONMENTS)[number];

export function isTrackerSourceEnvironment(value: string): value is TrackerSourceEnvironment {
  return (TRACKER_SOURCE_ENVIRONMENTS as readonly string[]).includes(value);
}

/** Spec §7: resolved locale falls back to the document language, then en-US. */
export function resolvedLocale(preferred?: string, documentLanguage?: string): string {
  return preferred || documentLanguage || 'en-US';
}

export interface CookiePolicyContext {
  readonly siteCloneable: boolean;
  readonly restrictive: boolean;
  readonly absolute: boolean;
  readonly bannerEnabled: boolean;
  readonly consentGiven: boolean;
}

/** Spec §9: when this holds, the conversion cookies are cleared. */
export function isRestrictiveCookiePolicy(context: CookiePolicyContext): boolean {
  return context.siteCloneable || (context.restrictive && context.absolute) || !context.bannerEnabled || !context.consentGiven;
}

export interface SessionReplayContext {
  readonly siteCountry: string;
  readonly timeZone: string;
  readonly cpuCores: number;
  readonly featureToggleOn: boolean;
  readonly samplingExperimentOn: boolean;
}

/** Spec §9 "Session replay eligibility". */
export function isSessionReplayEligible(context: SessionReplayContext): boolean {
  return (
    context.siteCountry === 'US' &&
    context.timeZone.startsWith('America') &&
    context.cpuCores > 2 &&
    context.featureToggleOn &&
    context.samplingExperimentOn
  );
}

const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]);

export interface AnalyticsVisitContext {
  readonly pageType: PageType;
  readonly path: string;
  readonly censusDisabled: boolean;
  /** Undefined for an anonymous visitor; the account's website roles when signed in. */
  readonly signedInRoles?: readonly ContributorRole[];
}

/**
 * Spec §6: skipped on not-found, lock-screen and access-denied pages and when census is disabled;
 * signed-in accounts are skipped unless their only website role is viewer, and then only outside the config area.
 */
export function isAnalyticsRecorded(visit: AnalyticsVisitContext): boolean {
  if (visit.censusDisabled || UNTRACKED_PAGE_TYPES.has(visit.pageType)) return false;
  if (visit.signedInRoles === undefined) return true;
  const viewerOnly = visit.signedInRoles.length > 0 && visit.signedInRoles.every((role) => role === ContributorRole.VIEWER);
  return viewerOnly && !isConfigAreaPath(visit.path);
}
