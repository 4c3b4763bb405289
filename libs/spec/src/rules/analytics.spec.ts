import { ContributorRole } from '../enums/roles';
import { PageType } from '../enums/pages';
import { isAutoPageViewTracked, isConfigAreaPath } from '../routes';
import {
  isAnalyticsRecorded, isRestrictiveCookiePolicy, isSessionReplayEligible, isTrackerSourceEnvironment, isTrackingSuccessStatus, rateWebVital,
  resolvedLocale, type AnalyticsVisitContext, type CookiePolicyContext, type SessionReplayContext, type WebVitalRating,
} from './analytics';
import { type WebVitalName } from '../limits';

describe('rateWebVital (spec §9)', () => {
  it.each<[WebVitalName, number, WebVitalRating]>([
    ['firstContentfulPaint', 1800, 'good'],
    ['firstContentfulPaint', 1801, 'needs-improvement'],
    ['firstContentfulPaint', 3000, 'needs-improvement'],
    ['firstContentfulPaint', 3001, 'poor'],
    ['largestContentfulPaint', 2500, 'good'],
    ['largestContentfulPaint', 4001, 'poor'],
    ['firstInputDelay', 100, 'good'],
    ['firstInputDelay', 301, 'poor'],
    ['layoutShift', 0.1, 'good'],
    ['layoutShift', 0.2, 'needs-improvement'],
    ['layoutShift', 0.26, 'poor'],
  ])('%s of %s is %s', (metric, value, rating) => expect(rateWebVital(metric, value)).toBe(rating));
});

describe('tracking helpers (spec §2, §7)', () => {
  it.each([[200, true], [202, true], [201, false], [204, false], [500, false]])('status %i succeeds: %s', (status, ok) => {
    expect(isTrackingSuccessStatus(status)).toBe(ok);
  });

  it.each<[string | undefined, string | undefined, string]>([
    ['fr-CA', 'en-GB', 'fr-CA'], [undefined, 'en-GB', 'en-GB'], ['', '', 'en-US'],
  ])('locale %s, document %s resolves to %s', (preferred, documentLanguage, locale) => {
    expect(resolvedLocale(preferred, documentLanguage)).toBe(locale);
  });

  it.each([['dev', true], ['staging', true], ['prod', true], ['qa', false], ['production', false]])('source environment %s is accepted: %s', (value, ok) => {
    expect(isTrackerSourceEnvironment(value)).toBe(ok);
  });

  it.each([['/search', false], ['/search/', true], ['/shop', true]])('auto page view on %s: %s', (path, tracked) => {
    expect(isAutoPageViewTracked(path)).toBe(tracked);
  });

  it.each([['/config/pages', true], ['/site/config', true], ['/shop', false]])('%s is the config area: %s', (path, config) => {
    expect(isConfigAreaPath(path)).toBe(config);
  });
});

describe('isRestrictiveCookiePolicy (spec §9)', () => {
  const permissive: CookiePolicyContext = { siteCloneable: false, restrictive: false, absolute: false, bannerEnabled: true, consentGiven: true };
  it.each<[string, Partial<CookiePolicyContext>, boolean]>([
    ['banner on, consent given', {}, false],
    ['cloneable site', { siteCloneable: true }, true],
    ['restrictive and absolute', { restrictive: true, absolute: true }, true],
    ['restrictive only', { restrictive: true }, false],
    ['banner off', { bannerEnabled: false }, true],
    ['no consent', { consentGiven: false }, true],
  ])('%s: %s', (_case, change, restrictive) => expect(isRestrictiveCookiePolicy({ ...permissive, ...change })).toBe(restrictive));
});

describe('isSessionReplayEligible (spec §9)', () => {
  const eligible: SessionReplayContext = { siteCountry: 'US', timeZone: 'America/Chicago', cpuCores: 4, featureToggleOn: true, samplingExperimentOn: true };
  it.each<[string, Partial<SessionReplayContext>, boolean]>([
    ['US site in an American zone on 4 cores', {}, true],
    ['Canadian site', { siteCountry: 'CA' }, false],
    ['European zone', { timeZone: 'Europe/Paris' }, false],
    ['2 cores', { cpuCores: 2 }, false],
    ['3 cores', { cpuCores: 3 }, true],
    ['toggle off', { featureToggleOn: false }, false],
    ['not sampled', { samplingExperimentOn: false }, false],
  ])('%s: %s', (_case, change, expected) => expect(isSessionReplayEligible({ ...eligible, ...change })).toBe(expected));
});

describe('isAnalyticsRecorded (spec §6)', () => {
  const visit: AnalyticsVisitContext = { pageType: PageType.PAGE, path: '/shop', censusDisabled: false };
  it.each<[string, Partial<AnalyticsVisitContext>, boolean]>([
    ['anonymous visitor', {}, true],
    ['census disabled', { censusDisabled: true }, false],
    ['not-found page', { pageType: PageType.NOT_FOUND }, false],
    ['lock screen', { pageType: PageType.LOCK_SCREEN }, false],
    ['access denied', { pageType: PageType.MEMBER_AREA_ACCESS_DENIED }, false],
    ['signed-in admin', { signedInRoles: [ContributorRole.ADMIN] }, false],
    ['signed-in viewer', { signedInRoles: [ContributorRole.VIEWER] }, true],
    ['viewer in the config area', { signedInRoles: [ContributorRole.VIEWER], path: '/config/pages' }, false],
    ['viewer and editor', { signedInRoles: [ContributorRole.VIEWER, ContributorRole.EDITOR] }, false],
    ['signed in without roles', { signedInRoles: [] }, false],
  ])('%s: %s', (_case, change, recorded) => expect(isAnalyticsRecorded({ ...visit, ...change })).toBe(recorded));
});
