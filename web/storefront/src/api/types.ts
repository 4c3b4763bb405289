// The gateway's JSON answers, from the one definition the services build them with (@mercato/views).
// Amounts are minor units (cents). The names are the storefront's own.
import type { StorefrontForm } from '@mercato/forms/domain/storefront-form';

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

/** The deployment's captcha widget: provider, public site key and the script it loads from (GET /api/form/captcha/widget). */
export interface CaptchaWidgetData {
  readonly provider: 'altcha' | 'recaptcha-v2' | 'recaptcha-enterprise-v3';
  readonly siteKey: string;
  readonly scriptUrl: string;
}

/** GET /api/form/definitions/{formId}: the form a block draws and the captcha widget it uses. */
export interface FormBlockData extends StorefrontForm {
  readonly captchaWidget: CaptchaWidgetData;
}

/** GET /api/form/page-blocks/{pageId}: the form blocks a content page holds, by name. */
export interface PageFormsData {
  readonly forms: readonly FormBlockData[];
}

/** Spec §3 "Restock sign-up payload": a captcha token when the site asks for one (Enterprise v3's in its own field). */
export interface RestockSignUp {
  isJoinMailingList: boolean;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  captchaToken?: string;
  recaptchaEnterpriseV3Token?: string;
  /** The page's language on a multilingual site (restockSignUpLanguage): the notice comes in it. */
  language?: string;
}

export type { GalleryBlockView as GalleryBlockData, ImageAssetView as ImageAssetData } from '@mercato/media/views';
