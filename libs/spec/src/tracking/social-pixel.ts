/** Spec §7 "Other behaviour": the social pixel's `track` events, by the pixel's standard names. */
export const SOCIAL_PIXEL_EVENTS = {
  addToCart: 'AddToCart',
  search: 'Search',
  viewProduct: 'ViewContent',
  purchase: 'Purchase',
  newsletterLead: 'Lead',
} as const;
export type SocialPixelEventName = (typeof SOCIAL_PIXEL_EVENTS)[keyof typeof SOCIAL_PIXEL_EVENTS];

/** The pixel's script, loaded only on a site that has a pixel id. */
export const SOCIAL_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
