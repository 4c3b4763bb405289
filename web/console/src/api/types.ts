import type { FormDefinition } from '@mercato/forms/domain/form-definition';
// The owner API's answers, from the one definition the services build them with (@mercato/views),
// and the two the console reads that have no view there yet. Amounts are minor units (cents).
import type { OwnerOrderView as OwnerOrder } from '@mercato/orders/domain';
import type { ContributorRole, StoreSettings as SiteStoreSettings, StorefrontIntegrations as SiteStorefrontIntegrations } from '@mercato/spec';

export type {
  AreaAccess,
  CollectionView as StoreCollection,
  MoneyView as Money,
  MultilingualSettingsView as MultilingualSettings,
  MultilingualStatusView as MultilingualStatus,
  OwnedSiteView as OwnedSite,
  ProductView as Product,
  SiteHeaderFooterView as SiteHeaderFooter,
  SiteLanguageView as SiteLanguage,
  VariantView as Variant,
} from '@mercato/views';

/** POST and GET /api/auth/session: the logged-in contributor. */
export interface ContributorView {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly roles: ReadonlyArray<{ websiteId: string; role: ContributorRole }>;
}

export interface NavigationLink {
  readonly collectionId?: string;
  readonly externalLink?: string;
  readonly memberAreaId?: string;
  readonly title?: string;
  readonly children?: readonly NavigationLink[];
}

/** GET /api/commondata/GetSiteLayout */
export interface SiteLayout {
  readonly websiteId: string;
  readonly templateId: string;
  readonly navigations: ReadonlyArray<{ fieldName: string; title: string; links: NavigationLink[] }>;
}

/** GET and PUT /api/v1/commerce-preferences/store-settings: the settings of the site the address serves. */
export type StoreSettings = SiteStoreSettings & { readonly websiteId: string };

/** GET and PUT /api/storefront-integrations: the instalment offer and the social pixel of the site the address serves. */
export type StorefrontIntegrations = SiteStorefrontIntegrations & { readonly websiteId: string };

/** GET .../notifications/restock/groups and GET .../restock: one page of a list, with an opaque cursor to the next. */
export interface RestockPage<Row> {
  readonly rows: readonly Row[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** GET /api/commerce/websites/{websiteId}/orders/{orderId}: the order with its payment and fulfilment. */
export type { OrderMoneyView as OrderMoney, OwnerOrderView as OwnerOrder } from '@mercato/orders/domain';
export type OrderStatus = OwnerOrder['status'];

/** One page of GET .../orders, newest first. */
export interface OrderPage {
  readonly orders: readonly OwnerOrder[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** A product variant's restock sign-ups: those waiting (`pendingCount`), all of them, and how many a send would mail now (the server's own count). */
export interface RestockSignUpGroup {
  readonly productId: string;
  readonly variantId: string;
  readonly pendingCount: number;
  readonly totalCount: number;
  readonly sendableCount: number;
}

export interface RestockSignUp {
  readonly id: string;
  readonly email: string;
  readonly isJoinMailingList: boolean;
  readonly language: string;
  readonly createdOn: string;
  readonly status: string;
}

/** POST .../restock/send: how many notices went out for the variant and how many sign-ups still wait. */
export interface RestockSendOutcome {
  readonly productId: string;
  readonly variantId: string;
  readonly sent: number;
  readonly waiting: number;
}

/** One mail of the outbox as the owner sees it. */
export interface OutboxMailRow {
  readonly id: string;
  /** The context that queued it: forms, orders, gift-cards, site-users, restock, … */
  readonly source: string;
  readonly message: { readonly to: string; readonly subject: string };
  readonly status: MailState;
  readonly attempts: number;
  readonly lastError: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

export type MailCounts = Readonly<Record<MailState, number>>;

/** GET .../restock/outbox: the latest restock mails and every one of them by state. */
export interface RestockOutbox {
  readonly mails: readonly OutboxMailRow[];
  readonly counts: MailCounts;
}

/** GET /api/mail/outbox (project addition): the site's latest mails of every kind, by state overall and per source. */
export interface MailOutbox extends RestockOutbox {
  readonly sources: ReadonlyArray<{ readonly source: string; readonly counts: MailCounts }>;
}

export type MailState = 'pending' | 'sent' | 'failed' | 'cancelled';

/** GET /api/rest/forms: a form with its submission count. */
export interface FormSummary {
  readonly formId: string;
  readonly name: string;
  readonly blockType: number;
  readonly revision: number;
  readonly submissions: number;
}

/** GET /api/rest/forms/{formId}: the owner's whole definition (the builder edits it, the submissions page titles its columns). */
export interface FormDetail {
  readonly formId: string;
  readonly revision: number;
  readonly definition: FormDefinition;
}

/** GET /api/rest/forms/newsletter/mailing-lists: a list a newsletter form can fill. */
export interface MailingList {
  readonly mailingListId: string;
  readonly name: string;
  readonly subscribers: number;
}

/** GET /api/rest/forms/{formId}/submissions: one submission, values already stripped of markup. */
export interface FormSubmission {
  readonly submissionId: string;
  readonly submittedAt: string;
  readonly pagePath: string;
  readonly values: ReadonlyArray<{ fieldId: string; value: string; values: readonly string[]; answers: Readonly<Record<string, string>> }>;
}

/** GET .../restock/templates: one language's back-in-stock mail templates (JSON-T). */
export interface RestockNoticeTemplate {
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** True while the site uses the built-in set for this language. */
  readonly isDefault: boolean;
}

export type { ImageAssetView as ImageAsset } from '@mercato/media/domain';

/** The list's filters: by status, and a search by buyer email or order number. */
export interface OrderFilter {
  readonly status?: OrderStatus;
  readonly search?: string;
  readonly cursor?: string;
}
