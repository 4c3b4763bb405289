// The gateway's JSON answers, from the one definition the services build them with (@mercato/views).
// Amounts are minor units (cents). The names are the storefront's own.
export type {
  CollectionPageView as CollectionPageData,
  CollectionSummaryView as CollectionSummary,
  ContributorSessionView,
  DigitalPricingView as DigitalPricing,
  ErrorEnvelope as ApiErrorBody,
  MoneyView as Money,
  NavigationLinkView as NavigationLink,
  ProductImageView as ProductImage,
  ProductPageView as ProductPageData,
  ProductView,
  SiteView,
  StoreSettingsView as StoreSettings,
  VariantOptionValueView as VariantOptionValue,
  VariantView as ProductVariant,
} from '@mercato/views';

/** Spec §3 "Restock sign-up payload" (no captcha token while no provider is configured). */
export interface RestockSignUp {
  isJoinMailingList: boolean;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
}
