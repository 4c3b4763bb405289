import { type ValueOf } from './value-of';

/** Spec §3 "Tracking event type". */
export const TrackingEventType = { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const;
export type TrackingEventType = ValueOf<typeof TrackingEventType>;

/** Spec §3 "Analytics source environments". */
export const AnalyticsSourceEnvironment = { DEV: 'dev', QA: 'qa', STAGING: 'staging', PROD: 'prod' } as const;
export type AnalyticsSourceEnvironment = ValueOf<typeof AnalyticsSourceEnvironment>;

/** Spec §3 "Event sources". */
export const AnalyticsEventSource = { WEB: 'WEB', IOS: 'IOS', ANDROID: 'ANDROID', SERVER: 'SERVER' } as const;
export type AnalyticsEventSource = ValueOf<typeof AnalyticsEventSource>;

