// @mercato/views: the JSON the API answers with, as types. The services that build these answers and
// the storefront that reads them both import them from here, so the two cannot drift apart.
// Types only (and pure): the storefront may import it, as it imports @mercato/spec.
import type { CollectionType, ContributorRole, CurrencyCode, FormFieldType, MerchandisingContext, ProductType, StoreSettings, StorefrontIntegrations } from '@mercato/spec';

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
  /** Spec §3 "Experiment": the site's experiments that count (status ACTIVE, spec §4). */
  readonly experiments: readonly ExperimentView[];
}

/** Spec §3 "Experiment": name, variant, status. */
export interface ExperimentView {
  readonly name: string;
  readonly variant: string;
  readonly status: string;
}

/** GET and PUT /api/site-experiments: the site's experiments, in the owner's order. */
export interface SiteExperimentsView {
  readonly websiteId: string;
  readonly experiments: readonly ExperimentView[];
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

/** A contributor (an owner-side account) and their role on each site. */
export interface ContributorView {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly roles: ReadonlyArray<{ readonly websiteId: string; readonly role: ContributorRole }>;
}

/** GET and POST /api/auth/session: who is signed in as a contributor. */
export interface ContributorSessionView {
  readonly contributor: ContributorView;
}

/** POST /api/auth/session's body. */
export interface LogInRequest {
  readonly email: string;
  readonly password: string;
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

// The mail outbox (@mercato/mail) as the owner reads it: GET /api/mail/outbox and each context's own outbox list.

/** One email as the mailer stores and sends it: plain data, so it can wait in the outbox as JSON. */
export interface MailMessageView {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  readonly headers: Readonly<Record<string, string>>;
  /** Message-ID (without angle brackets): stable per outbox row, so a redelivery is recognisable as the same mail. */
  readonly messageId?: string;
}

/** Where an outbox row stands: waiting to go, accepted by the SMTP server, given up on, or withdrawn before it went. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

/** An outbox row as the owner console and the dispatcher see it. */
export interface OutboxMailView {
  readonly id: string;
  /** The context that queued it and its own id for the mail: (source, reference) is unique, so queuing twice queues once. */
  readonly source: string;
  readonly reference: string;
  readonly message: MailMessageView;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly lastError: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** A site's mail outbox as its owner sees it: the latest mails, and all of them by state and by the context that queued them. */
export interface MailOutboxView {
  readonly mails: readonly OutboxMailView[];
  readonly counts: MailCountsView;
  readonly sources: ReadonlyArray<{ readonly source: string; readonly counts: MailCountsView }>;
}

/** Mails by state. */
export type MailCountsView = Readonly<Record<MailStatus, number>>;

// The sites context's owner answers and bodies (the services build them; the owner console reads them).

/** Spec §3 "Main navigation item": a store collection, an external link or a member area, with its children. */
export interface NavigationItemView {
  readonly collectionId?: string;
  readonly externalLink?: string;
  readonly memberAreaId?: string;
  readonly title?: string;
  readonly children?: readonly NavigationItemView[];
}

/** Spec §7 GET /api/commondata/GetSiteLayout: the site's navigations by field name. */
export interface SiteLayoutView {
  readonly websiteId: string;
  readonly templateId: string;
  readonly navigations: ReadonlyArray<{ readonly fieldName: string; readonly title: string; readonly links: readonly NavigationItemView[] }>;
}

/** Spec §7 POST /api/widget/UpdateNavigation's body: one navigation's items, replacing the old ones. */
export interface UpdateNavigationRequest {
  readonly fieldName: string;
  readonly templateId: string;
  readonly navigation: { readonly items: readonly NavigationItemView[] };
}

/** GET and PUT /api/v1/commerce-preferences/store-settings: the settings of the site the address serves. */
export type SiteStoreSettingsView = StoreSettings & { readonly websiteId: string };

/** GET and PUT /api/storefront-integrations: the instalment offer and the social pixel of the site the address serves (PUT's body is StorefrontIntegrations). */
export type StorefrontIntegrationsView = StorefrontIntegrations & { readonly websiteId: string };

// The catalog's owner bodies and answers (owner API under /api/content-service/product/1.1/websites/{websiteId}/products).

/** POST .../products: a store's product collection. */
export interface NewStoreCollection {
  readonly title: string;
  readonly navigationTitle: string;
  readonly urlId: string;
  readonly description: string;
  readonly enabled: boolean;
}

/** POST .../products's answer: the collection with its id and the URL id the §5 rule gave it. */
export interface StoreCollectionCreatedView extends NewStoreCollection {
  readonly id: string;
}

/** POST .../products/{collectionId}/categories: the store's root category (spec §4). */
export interface NewCategory {
  readonly displayName: string;
  readonly parentCategoryId?: string;
  readonly type: string;
  readonly pageRendering: string;
  readonly displayIndex: number;
}

/** One variant of a new product, or POST .../items/{itemId}/variants. Amounts in minor units. */
export interface NewVariant {
  readonly sku: string;
  readonly priceCents: number;
  readonly salePriceCents?: number;
  readonly onSale?: boolean;
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
  readonly optionValues?: readonly VariantOptionValueView[];
  /** Image the product page shows while this variant is chosen. */
  readonly imageAssetUrl?: string;
}

export interface NewProductImage {
  readonly assetUrl: string;
  readonly altText?: string;
  readonly title?: string;
  /** WxH in pixels. */
  readonly originalSize?: string;
}

export interface NewSubscriptionPlan {
  readonly billingPeriod: { readonly value: number; readonly unit: 'WEEK' | 'MONTH' | 'YEAR' };
  readonly numBillingCycles: number;
}

/** A digital item's one price. */
export interface NewDigitalPrice {
  readonly priceCents: number;
  readonly salePriceCents?: number;
  readonly onSale?: boolean;
}

/** POST .../products/{collectionId}/items. */
export interface NewProduct {
  readonly title: string;
  readonly urlId?: string;
  readonly description?: string;
  readonly productType: ProductType;
  readonly variantOptionOrdering?: readonly string[];
  readonly isSubscribable?: boolean;
  readonly subscriptionPlan?: NewSubscriptionPlan;
  readonly digital?: NewDigitalPrice;
  readonly additionalFieldsFormId?: string;
  readonly useCustomAddButtonText?: boolean;
  readonly customAddButtonText?: string;
  readonly images?: readonly NewProductImage[];
  readonly variants?: readonly NewVariant[];
}

/** POST .../products/{collectionId}/items's answer. */
export interface ProductCreatedView {
  readonly id: string;
  readonly urlId: string;
  readonly variantIds: readonly string[];
}

/** PUT .../items/{itemId}/variants/{variantId}/price. */
export interface PriceChange {
  readonly priceCents: number;
  readonly salePriceCents?: number;
  readonly onSale?: boolean;
}

/** POST .../items/{itemId}/variants/{variantId}/stock: move the stock by `delta`, or set the level; never both in one call. */
export type StockChange = { readonly delta: number; readonly reason?: string } | { readonly qtyInStock?: number; readonly unlimited?: boolean };
