/**
 * A site's storefront integrations (issue 12): whether its product pages offer instalments (spec §3
 * "Instalment per-item context" `afterPayAvailable`) and its social pixel (spec §7 "Other behaviour").
 * Owners set them per site; a site that never did runs on the deployment's defaults.
 */
export interface StorefrontIntegrations {
  readonly instalmentsAvailable: boolean;
  /** The pixel's id, digits; null: the site loads no pixel. */
  readonly socialPixelId: string | null;
}

/** A pixel id as the pixel's provider issues them: digits only. */
export const SOCIAL_PIXEL_ID_PATTERN = /^\d{1,20}$/;

export const isSocialPixelId = (text: string): boolean => SOCIAL_PIXEL_ID_PATTERN.test(text);

export const StorefrontIntegrationMessages = {
  INSTALMENTS_AVAILABLE: 'instalmentsAvailable must be true or false.',
  SOCIAL_PIXEL_ID: 'A social pixel id is 1 to 20 digits, or null for no pixel.',
} as const;
