import { type ValueOf } from './value-of';

/** Spec §2 "Page types". */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SSO_PAGE: 400,
} as const;
export type PageType = ValueOf<typeof PageType>;

/** Spec §2 "Page types for design tweaks". */
export const DesignTweakPageType = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const;
export type DesignTweakPageType = ValueOf<typeof DesignTweakPageType>;

/** Spec §2 "Special page type". */
export const SpecialPageType = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3, SSO_SCREEN: 4 } as const;
export type SpecialPageType = ValueOf<typeof SpecialPageType>;

/** Spec §2 "Views". */
export const CollectionView = { LIST: 'list', GRID: 'grid', PRODUCT: 'product' } as const;
export type CollectionView = ValueOf<typeof CollectionView>;

export const DeviceView = { DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' } as const;
export type DeviceView = ValueOf<typeof DeviceView>;
