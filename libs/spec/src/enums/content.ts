import { type ValueOf } from './value-of';

/** Spec §3 "Record type" (only the numbered ones; the spec leaves "others" unnumbered). */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  LESSON: 62,
  COURSE_ITEM: 63,
} as const;
export type RecordType = ValueOf<typeof RecordType>;

/** Spec §3 "Collection type". */
export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  PRODUCTS: 13,
  PORTFOLIO: 23,
  LESSONS: 24,
  COURSE: 25,
} as const;
export type CollectionType = ValueOf<typeof CollectionType>;

/** Spec §3 "Folder behaviour". */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const;
export type FolderBehavior = ValueOf<typeof FolderBehavior>;

/** Spec §3 "Background source". */
export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;
export type BackgroundSource = ValueOf<typeof BackgroundSource>;

/** Spec §3 "Content status labels". */
export const ContentStatusLabel = {
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  DRAFT: 'Draft',
  PRIVATE: 'Private',
} as const;
export type ContentStatusLabel = ValueOf<typeof ContentStatusLabel>;

/** Spec §3 "Template value types" (named only; the spec gives no numbers). */
export const TemplateValueType = {
  MISSING: 'missing',
  OBJECT: 'object',
  ARRAY: 'array',
  NUMBER: 'number',
  STRING: 'string',
  BOOLEAN: 'boolean',
  NULL: 'null',
} as const;
export type TemplateValueType = ValueOf<typeof TemplateValueType>;

/** Spec §3 "Positions": 3x3 of top/center/bottom by left/center/right. */
export const VERTICAL_POSITIONS = ['top', 'center', 'bottom'] as const;
export const HORIZONTAL_POSITIONS = ['left', 'center', 'right'] as const;
export type Position = `${(typeof VERTICAL_POSITIONS)[number]}-${(typeof HORIZONTAL_POSITIONS)[number]}`;
export const POSITIONS: readonly Position[] = VERTICAL_POSITIONS.flatMap((vertical) =>
  HORIZONTAL_POSITIONS.map((horizontal): Position => `${vertical}-${horizontal}`),
);

/** Spec §3 "Subscription": billing period units. */
export const BillingPeriodUnit = { WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;
export type BillingPeriodUnit = ValueOf<typeof BillingPeriodUnit>;
