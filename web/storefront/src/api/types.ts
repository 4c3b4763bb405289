// The gateway's JSON answers and request bodies, from the one definition the services build them with
// (@mercato/views and the owning context's @mercato/<context>/views).
// Amounts are minor units (cents). The names are the storefront's own.

export type {
  CollectionPageView as CollectionPageData,
  CollectionSummaryView as CollectionSummary,
  ContributorSessionView,
  DigitalPricingView as DigitalPricing,
  ErrorEnvelope as ApiErrorBody,
  MoneyView as Money,
  NavigationLinkView as NavigationLink,
  PageGateView as PageGate,
  ProductImageView as ProductImage,
  ProductPageView as ProductPageData,
  StorefrontProductView as ProductView,
  SiteAccessView as SiteAccess,
  SiteView,
  StoreSettingsView as StoreSettings,
  VariantOptionValueView as VariantOptionValue,
  VariantView as ProductVariant,
} from '@mercato/views';

export type { CaptchaWidgetView as CaptchaWidgetData, FormBlockView as FormBlockData, PageFormsView as PageFormsData } from '@mercato/forms/views';
export type { RestockSignUpRequest as RestockSignUp } from '@mercato/restock/views';
export type { GalleryBlockView as GalleryBlockData, ImageAssetView as ImageAssetData } from '@mercato/media/views';
