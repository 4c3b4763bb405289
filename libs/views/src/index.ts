// @mercato/views: the JSON the API answers with, as types. The services that build these answers and
// the storefront that reads them both import them from here, so the two cannot drift apart.
// Types only (and pure): the storefront may import it, as it imports @mercato/spec.
import type { CollectionType, ContributorRole, CurrencyCode, FormFieldType, MerchandisingContext, ProductType, RecordType } from '@mercato/spec';

/** An amount in minor units (cents). */
export interface MoneyView {
  readonly value: number;
  readonly currency: CurrencyCode;
}

/** Spec §3 "Product page context": the store settings a product page needs. */
export interface StoreSettingsView {
  readonly useLightCart: boolean;
  readonly nativeReviewsEnabled: boolean;
  readonly importedReviewsEnabled: boolean;
  readonly multipleQuantityAllowedForServices: boolean;
  /** Spec §4 express checkout: a successful add goes straight to the checkout page. */
  readonly expressCheckout: boolean;
}

export interface NavigationLinkView {
  readonly title: string;
  readonly href: string;
  /** Empty for an external link. */
  readonly collectionId: string;
}

/** GET /api/storefront/site: the storefront's site shell. */
export interface SiteView {
  readonly websiteId: string;
  /** The site's template; the storefront's analytics report it with every hit. */
  readonly templateId: string;
  readonly title: string;
  readonly currency: CurrencyCode;
  readonly timeZone: string;
  readonly locale: string;
  readonly header: { readonly title: string; readonly tagline: string };
  readonly footer: { readonly text: string };
  readonly navigation: readonly NavigationLinkView[];
  /** Spec §3 "Site": the store settings the storefront needs, with the cart's minimum subtotal. */
  readonly storeSettings: StoreSettingsView & { readonly minimumOrderSubtotalCents: number };
  readonly captchaSettings: { readonly siteKey: string };
  readonly useCLDRMoneyFormat: boolean;
  /** Spec §3 "Site" languages list, primary first; empty unless multilingual is connected. */
  readonly languages: readonly SiteLanguageView[];
}

/** One language of a multilingual site: a BCP 47 tag, or a code of the owner's own (`custom`). */
export interface SiteLanguageView {
  readonly code: string;
  readonly custom: boolean;
}

/** Spec §7 GET and PUT /api/site-header-footer. */
export interface SiteHeaderFooterView {
  readonly header: { readonly title: string; readonly tagline: string };
  readonly footer: { readonly text: string };
}

/** Spec §7 GET /api/multilingual/status. */
export interface MultilingualStatusView {
  readonly connected: boolean;
  readonly languageCount: number;
}

/** Spec §7 GET /api/multilingual/settings: the status, the languages and the one pages default to. */
export interface MultilingualSettingsView extends MultilingualStatusView {
  readonly websiteId: string;
  /** The first language, or the site's locale while multilingual is not connected. */
  readonly primaryLanguage: string;
  readonly languages: readonly SiteLanguageView[];
}

export interface VariantOptionValueView {
  readonly optionName: string;
  readonly value: string;
}

export interface VariantView {
  readonly id: string;
  readonly sku: string;
  readonly priceMoney: MoneyView;
  readonly salePriceMoney: MoneyView;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly attributes: Readonly<Record<string, string>>;
  readonly optionValues: readonly VariantOptionValueView[];
  /** Image the product page swaps to while this variant is chosen; absent when none. */
  readonly imageAssetUrl?: string;
}

/** Spec §3 "Merchandising context per product". */
export type MerchandisingView = MerchandisingContext;

export interface ProductImageView {
  readonly assetUrl: string;
  readonly altText: string;
  readonly title: string;
  /** Spec §3 "WxH", when the image is a media asset whose size the owner sent. */
  readonly originalSize?: string;
}

/** Digital items are priced on the product itself. */
export interface DigitalPricingView {
  readonly priceMoney: MoneyView;
  readonly salePriceMoney: MoneyView;
  readonly onSale: boolean;
}

export interface SubscriptionPlanView {
  readonly billingPeriod: { readonly value: number; readonly unit: string };
  readonly numBillingCycles: number;
}

/** The product as the storefront shows it (spec §3 "Product (store item)"). */
export interface ProductView {
  readonly id: string;
  readonly collectionId: string;
  readonly title: string;
  readonly urlId: string;
  /** Storefront path of the product page, e.g. "/shop/p/linen-shirt". */
  readonly url: string;
  readonly description: string;
  readonly productType: ProductType;
  readonly currency: CurrencyCode;
  readonly images: readonly ProductImageView[];
  /** Option names in display order. */
  readonly variantOptionOrdering: readonly string[];
  readonly isSubscribable: boolean;
  readonly subscriptionPlan: SubscriptionPlanView | null;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
  readonly additionalFieldsFormId: string;
  readonly digital?: DigitalPricingView;
  readonly variants: readonly VariantView[];
  readonly merchandising: MerchandisingView;
}

/** One field of a product's additional-fields form, as the forms context defined it (spec §3 "Form"). */
export interface AdditionalFieldView {
  readonly id: string;
  readonly type: FormFieldType;
  readonly title: string;
  readonly required: boolean;
  readonly description: string;
  readonly placeholder: string;
  /** Choices of a select, radio or checkbox field; empty otherwise. */
  readonly options: readonly string[];
}

/** Spec §3 "additionalFieldsForm": the form a product's `additionalFieldsFormId` names, from the forms context. */
export interface AdditionalFieldsFormView {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly AdditionalFieldView[];
}

/**
 * The product as a visitor's page gets it: with its additional-fields form, or null when it names
 * none, the form is not the site's, or the forms context could not be read (the add then says so).
 */
export interface StorefrontProductView extends ProductView {
  readonly additionalFieldsForm: AdditionalFieldsFormView | null;
}

export interface CollectionSummaryView {
  readonly id: string;
  readonly title: string;
  readonly urlId: string;
  /** Spec §3 collection type: a store is a products collection. */
  readonly type: typeof CollectionType.PRODUCTS;
}

export interface CollectionView extends CollectionSummaryView {
  readonly navigationTitle: string;
  readonly description: string;
  readonly enabled: boolean;
}

/** GET /api/storefront/collections/{urlId} */
export interface CollectionPageView {
  readonly collection: CollectionView;
  readonly products: readonly StorefrontProductView[];
  /** True when a lock screen covers the page and the visitor holds its pass: protected content (page type 105). */
  readonly protectedContent?: boolean;
}

/** Spec §3 "Product page context", site part. */
export interface ProductPageSiteView {
  readonly website: { readonly id: string; readonly timeZone: string };
  readonly storeSettings: StoreSettingsView;
  readonly captchaSiteKey: string;
  readonly useCLDRMoneyFormat: boolean;
}

/** GET /api/storefront/products/{collectionUrlId}/{itemUrlId} (spec §3 "Product page context"). */
export interface ProductPageView extends ProductPageSiteView {
  readonly product: StorefrontProductView;
  readonly collection: CollectionSummaryView;
  /** True when a lock screen covers the product's collection and the visitor holds its pass: protected content (page type 105). */
  readonly protectedContent?: boolean;
}

/** GET /api/commerce/inventory/stock: one variant's stock. */
export interface StockView {
  readonly itemId: string;
  readonly variantId: string;
  readonly sku: string;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

/** GET /api/auth/session: who is signed in as a contributor, and their role on each site. */
export interface ContributorSessionView {
  readonly contributor: { readonly id: string; readonly roles: ReadonlyArray<{ readonly websiteId: string; readonly role: ContributorRole }> };
}

/** What a contributor's roles allow in one area of the owner console; the API refuses the rest (403). */
export type AreaAccess = 'edit' | 'view' | 'none';

/** GET /api/owner/sites: a website the logged-in contributor holds a role on, and what they may do there. */
export interface OwnedSiteView {
  readonly websiteId: string;
  readonly title: string;
  readonly currency: CurrencyCode;
  readonly hostnames: readonly string[];
  readonly roles: readonly ContributorRole[];
  readonly access: { readonly catalog: AreaAccess; readonly storeSettings: AreaAccess; readonly mainNavigation: AreaAccess; readonly siteSettings: AreaAccess; readonly mail: AreaAccess };
}

/** The JSON body of every error response (cart failures use `crumbFail`, forms use `errors`). */
export interface ErrorEnvelope {
  status: number;
  message: string;
  code?: string;
  /** Field path (nested paths dotted) -> message shown against that field. */
  errors?: Record<string, string>;
  /** True on a crumb (CSRF) failure (the storefront reloads the crumb and retries once); the cart says false on its other failures. */
  crumbFail?: boolean;
  /** 403 on a page the visitor may not view yet (spec §6): what stands in the way (a lock screen or a member area). */
  pageGate?: PageGateView;
}

/**
 * Why a page is closed to this visitor: a lock screen (page type 103; `lockPageId` null for the
 * whole site's) or a member area they are not in (106).
 */
export type PageGateView =
  | { readonly kind: 'locked'; readonly pageId: string; readonly lockPageId: string | null }
  | {
      readonly kind: 'members-only';
      readonly pageId: string;
      /** `paywallProductId`: the paywall product (type 5) whose purchase joins the area, or null. */
      readonly memberArea: { readonly memberAreaId: string; readonly name: string; readonly freeJoin: boolean; readonly paywallProductId: string | null };
    };

/** GET /api/storefront/instalments: the store's part of spec §3 "Instalment per-item context" (amounts in minor units). */
export interface InstalmentOfferView {
  readonly afterPayAvailable: boolean;
  readonly afterPayMin: number;
  readonly afterPayMax: number;
  readonly stripeAccountCountry: string;
}

/** GET /api/site-users/lock-screens/site/access: the site's own pages (the home page) are open to this visitor; `protectedContent` when a site lock covers them and the visitor holds its pass (page type 105). A closed site answers 403 with its pageGate. */
export interface SiteAccessView {
  readonly protectedContent: boolean;
}

/** The video hosts a lesson plays from (spec §3 video data's oEmbed provider name). */
export type VideoProviderName = 'YouTube' | 'Vimeo';

/** A lesson (record type 62) in a course's lessons index. */
export interface LessonSummary {
  readonly lessonId: string;
  readonly recordType: typeof RecordType.LESSON;
  readonly urlId: string;
  readonly title: string;
  readonly description: string;
}

/** GET /api/site-users/courses/{courseUrlId}: a course's lessons index (collection type lessons 24), open to every visitor. */
export interface CourseView {
  readonly courseId: string;
  readonly collectionType: typeof CollectionType.COURSE;
  readonly lessonsCollectionType: typeof CollectionType.LESSONS;
  readonly urlId: string;
  readonly title: string;
  readonly memberAreaId: string;
  /** The paywall product whose purchase opens the lessons, or null when the area is joined otherwise. */
  readonly paywallProductId: string | null;
  readonly lessons: readonly LessonSummary[];
}

/** GET /api/site-users/courses/{courseUrlId}/lessons/{lessonUrlId}: one lesson for one visitor, the player only for a member of the course's area. */
export interface LessonView extends LessonSummary {
  readonly course: { readonly courseId: string; readonly urlId: string; readonly title: string; readonly paywallProductId: string | null };
  readonly allowed: boolean;
  /** Spec §3 video data: the oEmbed provider name, and the player's address built from the parsed video id. */
  readonly video: { readonly providerName: VideoProviderName; readonly embedUrl: string } | null;
}
