import { DISPLAY_DEFAULTS } from '../messages/display';

/** Spec §3 "Merchandising context per product": the parts the product page's texts depend on. */
export interface MerchandisingTexts {
  readonly scarcityEnabled: boolean;
  readonly scarcityText: string;
  readonly scarcityShownByDefault: boolean;
  readonly customSoldOutText: string;
}

/** Spec §3 "Merchandising context per product" as the owner sets it, with the restock box's mailing-list options and success text. */
export interface MerchandisingContext extends MerchandisingTexts {
  readonly mailingListSignUpEnabled: boolean;
  readonly mailingListOptInByDefault: boolean;
  /** Spec §8: the restock box's success text; empty for "Signed up!" (see restockSuccessMessage). */
  readonly restockSuccessText: string;
}

/** A product whose owner never set merchandising: none of it shows, and the restock box says "Signed up!". */
export const NO_MERCHANDISING: MerchandisingContext = {
  scarcityEnabled: false,
  scarcityText: '',
  scarcityShownByDefault: false,
  customSoldOutText: '',
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  restockSuccessText: '',
};

/** What the shopper has chosen: nothing yet, a variant in stock, or one out of stock. */
export type ChosenVariantStock = 'none' | 'in-stock' | 'sold-out';

/**
 * The scarcity text, when enabled: before a choice only if shown by default, never for a sold-out
 * variant (the sold-out text speaks then). The spec gives the text no placeholder: it shows as written.
 */
export function scarcityTextFor(merchandising: MerchandisingTexts, chosen: ChosenVariantStock): string | undefined {
  if (!merchandising.scarcityEnabled || !merchandising.scarcityText) return undefined;
  if (chosen === 'sold-out' || (chosen === 'none' && !merchandising.scarcityShownByDefault)) return undefined;
  return merchandising.scarcityText;
}

/** Spec §2 point 1 and §9: the owner's sold-out text, or the default "sold out". */
export function soldOutTextFor(merchandising: Pick<MerchandisingTexts, 'customSoldOutText'>): string {
  return merchandising.customSoldOutText.trim() || DISPLAY_DEFAULTS.soldOut;
}
