import { type ValueOf } from './value-of';

/** Spec §3 "Site subscription status". */
export const SiteSubscriptionStatus = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;
export type SiteSubscriptionStatus = ValueOf<typeof SiteSubscriptionStatus>;

/** Spec §3 "Popup-overlay local storage keys". */
export const PopupOverlayStorageKey = { DATE_CLOSED: 'date-closed', VERSION: 'version', SUBMITTED: 'submitted' } as const;
export type PopupOverlayStorageKey = ValueOf<typeof PopupOverlayStorageKey>;

/** Spec §3 "Site aesthetics dirty paths". */
export const SITE_AESTHETICS_DIRTY_PATHS = [
  'colors.defaultThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;
export type SiteAestheticsDirtyPath = (typeof SITE_AESTHETICS_DIRTY_PATHS)[number];
