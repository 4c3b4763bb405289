// The owner API's answers, from the one definition the services build them with (@mercato/views),
// and the two the console reads that have no view there yet. Amounts are minor units (cents).
import type { ContributorRole, StoreSettings as SiteStoreSettings } from '@mercato/spec';

export type {
  AreaAccess,
  CollectionView as StoreCollection,
  MoneyView as Money,
  OwnedSiteView as OwnedSite,
  ProductView as Product,
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

/** GET .../notifications/restock/groups and GET .../restock: one page of a list, with an opaque cursor to the next. */
export interface RestockPage<Row> {
  readonly rows: readonly Row[];
/** An amount as the orders API answers it (spec §3 Money with its decimal form). */
export interface OrderMoney {
  readonly value: number;
  readonly currency: string;
  readonly decimalValue: string;
  readonly currencyCode: string;
}

export type OrderStatus = 'pending' | 'failed' | 'placed' | 'fulfilled';

/** GET /api/commerce/websites/{websiteId}/orders/{orderId}: the order with its payment and fulfilment. */
export interface OwnerOrder {
  readonly id: string;
  readonly orderNumber: number;
  readonly status: OrderStatus;
  readonly testMode: boolean;
  readonly email: string;
  readonly items: ReadonlyArray<{ readonly sku: string; readonly productName: string; readonly quantity: number; readonly unitPrice: OrderMoney }>;
  readonly subtotal: OrderMoney;
  readonly discountTotal: OrderMoney;
  readonly shippingTotal: OrderMoney;
  readonly taxTotal: OrderMoney;
  readonly grandTotal: OrderMoney;
  readonly shippingAddress: { readonly name: string; readonly addressLine1: string; readonly addressLine2: string; readonly city: string; readonly region: string; readonly postalCode: string; readonly country: string } | null;
  readonly shippingOptionName: string;
  readonly couponCodes: readonly string[];
  readonly paymentFailure: string | null;
  readonly paymentProvider: string;
  readonly paymentId: string | null;
  readonly refundedTotal: OrderMoney;
  /** ms since the epoch. */
  readonly createdAt: number;
  readonly placedAt: number | null;
  readonly fulfilledAt: number | null;
}

/** One page of GET .../orders, newest first. */
export interface OrderPage {
  readonly orders: readonly OwnerOrder[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** A product variant's restock sign-ups: those waiting (`pendingCount`) and all of them. */
export interface RestockSignUpGroup {
  readonly productId: string;
  readonly variantId: string;
  readonly pendingCount: number;
  readonly totalCount: number;
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

/** GET /api/rest/forms: a form with its submission count. */
export interface FormSummary {
  readonly formId: string;
  readonly name: string;
  readonly blockType: number;
  readonly revision: number;
  readonly submissions: number;
}

/** GET /api/rest/forms/{formId}: what the submissions page needs of a form (its fields' titles). */
export interface FormDetail {
  readonly formId: string;
  readonly definition: { readonly name: string; readonly fields: ReadonlyArray<{ readonly id: string; readonly title: string }> };
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
