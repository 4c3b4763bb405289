import { STORE_ROOT_CATEGORY, STORE_SETTINGS_NAMESPACE, type StorefrontIntegrations as SiteStorefrontIntegrations } from '@mercato/spec';
import type { ContributorSessionView, LogInRequest, NewCategory, UpdateNavigationRequest } from '@mercato/views';
import type { NewMailingList } from '@mercato/forms/views';
import type { RefundRequest } from '@mercato/orders/views';
import type { SendAllRequest } from '@mercato/restock/views';
import type { PreferencesTransport } from '../model/commerce-preferences';
import { siteUsersConsoleCalls, type SiteUsersConsoleCalls } from './site-users';
import type {
  ContributorView,
  FormDefinition,
  FormDetail,
  FormSubmission,
  FormSummary,
  ImageAsset,
  MailingList,
  MailingListView,
  MailOutbox,
  MultilingualSettings,
  MultilingualStatus,
  NewProduct,
  NewStoreCollection,
  NoticeTemplate,
  NoticeTemplatesView,
  OrderFilter,
  OrderPage,
  OwnedSite,
  OwnerOrder,
  PriceChange,
  Product,
  ProductCreatedView,
  RestockNoticeTemplate,
  RestockOutbox,
  RestockPage,
  RestockSendAllOutcome,
  RestockSendOutcome,
  RestockSendRequest,
  RestockSignUp,
  RestockSignUpGroup,
  SignUpGroupsPageView,
  SignUpsPageView,
  SiteExperiment,
  SiteExperiments,
  SiteHeaderFooter,
  SiteLanguage,
  SiteLayout,
  StockChange,
  StoreCollection,
  StoreCollectionCreatedView,
  StoreSettings,
  StorefrontIntegrations,
} from './types';

/** The API's error envelope (`{ status, message, errors? }`); `errors` maps a dotted field path to its message. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/** A new store as the set-up form fills it: the collection is always created enabled. */
export type NewStore = Omit<NewStoreCollection, 'enabled'>;

export interface ConsoleApi extends PreferencesTransport, SiteUsersConsoleCalls {
  /** The logged-in contributor, or null. */
  session(): Promise<ContributorView | null>;
  logIn(email: string, password: string): Promise<ContributorView>;
  logOut(): Promise<void>;
  sites(): Promise<OwnedSite[]>;
  stores(websiteId: string): Promise<StoreCollection[]>;
  createStore(websiteId: string, store: NewStore): Promise<StoreCollectionCreatedView>;
  createRootCategory(websiteId: string, collectionId: string, displayName: string): Promise<void>;
  /** The layout of the site this page's host serves (the API resolves layouts by host). */
  siteLayout(): Promise<SiteLayout>;
  updateNavigation(fieldName: string, templateId: string, items: UpdateNavigationRequest['navigation']['items']): Promise<void>;
  products(websiteId: string, collectionId: string): Promise<Product[]>;
  createProduct(websiteId: string, collectionId: string, product: NewProduct): Promise<ProductCreatedView>;
  changePrice(websiteId: string, itemId: string, variantId: string, price: PriceChange): Promise<void>;
  changeStock(websiteId: string, itemId: string, variantId: string, change: StockChange): Promise<void>;
  /** The store settings of the site this page's host serves. */
  storeSettings(): Promise<StoreSettings>;
  saveStoreSettings(settings: StoreSettings): Promise<StoreSettings>;
  /** The instalment offer and social pixel of the site this page's host serves. */
  storefrontIntegrations(): Promise<StorefrontIntegrations>;
  saveStorefrontIntegrations(integrations: SiteStorefrontIntegrations): Promise<StorefrontIntegrations>;
  /** Restock sign-ups of the site this page's host serves (the API resolves them by host). */
  restockGroups(cursor?: string): Promise<RestockPage<RestockSignUpGroup>>;
  restockSignUps(productId: string, variantId: string, cursor?: string): Promise<RestockPage<RestockSignUp>>;
  sendRestock(productId: string, variantId: string): Promise<RestockSendOutcome>;
  sendAllRestock(requests: readonly RestockSendRequest[]): Promise<RestockSendAllOutcome>;
  restockTemplates(): Promise<readonly RestockNoticeTemplate[]>;
  restockOutbox(): Promise<RestockOutbox>;
  /** Every mail of the site (or one source's), embedded mode only. */
  mailOutbox(source?: string): Promise<MailOutbox>;
  /** Refused (400) with the template engine's error when a part does not compile. */
  saveRestockTemplate(template: Omit<RestockNoticeTemplate, 'isDefault'>): Promise<RestockNoticeTemplate>;
  /** Forms of the site this page's host serves. */
  forms(): Promise<FormSummary[]>;
  form(formId: string): Promise<FormDetail>;
  /** Refused (400, 409) with the field the rule is about. */
  createForm(definition: FormDefinition): Promise<FormDetail>;
  saveForm(formId: string, definition: FormDefinition): Promise<FormDetail>;
  mailingLists(): Promise<MailingList[]>;
  /** Refused (400) with "A mailing list needs a name." under `name`. */
  createMailingList(name: string): Promise<MailingListView>;
  formSubmissions(formId: string): Promise<FormSubmission[]>;
  /** The images of the site this page's host serves, newest first. */
  images(): Promise<ImageAsset[]>;
  /** Uploads one image (multipart); refusals carry the spec's "too large" or "not a supported image" message. */
  uploadImage(file: Blob, fileName: string, title: string): Promise<ImageAsset>;
  orders(websiteId: string, filter: OrderFilter): Promise<OrderPage>;
  order(websiteId: string, orderId: string): Promise<OwnerOrder>;
  /** Marks a paid order fulfilled; answers the order as it now stands. */
  fulfilOrder(websiteId: string, orderId: string): Promise<OwnerOrder>;
  /** Refunds part or all of a paid order through its payment provider (a refusal is a 409 with the provider's reason). */
  refundOrder(websiteId: string, orderId: string, amountCents: number): Promise<OwnerOrder>;
  /** The header and footer of the site this page's host serves, and so on for the settings below. */
  headerFooter(): Promise<SiteHeaderFooter>;
  saveHeaderFooter(headerFooter: SiteHeaderFooter): Promise<SiteHeaderFooter>;
  multilingualSettings(): Promise<MultilingualSettings>;
  experiments(): Promise<SiteExperiments>;
  saveExperiments(experiments: readonly SiteExperiment[]): Promise<SiteExperiments>;
  saveLanguages(languages: readonly SiteLanguage[]): Promise<{ languages: SiteLanguage[] }>;
  disconnectMultilingual(): Promise<MultilingualStatus>;
}

/** Where the owner downloads a form's submissions as CSV. */
export const formSubmissionsCsvPath = (formId: string): string => `${FORMS_PATH}/${encodeURIComponent(formId)}/submissions.csv`;

const catalogPath = (websiteId: string) => `/api/content-service/product/1.1/websites/${encodeURIComponent(websiteId)}/products`;
const ordersPath = (websiteId: string) => `/api/commerce/websites/${encodeURIComponent(websiteId)}/orders`;
const orderPath = (websiteId: string, orderId: string) => `${ordersPath(websiteId)}/${encodeURIComponent(orderId)}`;
const STORE_SETTINGS_PATH = `/api/v1/commerce-preferences/${STORE_SETTINGS_NAMESPACE}`;
const STOREFRONT_INTEGRATIONS_PATH = '/api/storefront-integrations';
const RESTOCK_PATH = '/api/site-users/account/notifications/restock';
const MAIL_OUTBOX_PATH = '/api/mail/outbox';
const FORMS_PATH = '/api/rest/forms';
const withCursor = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return search.size > 0 ? `${path}?${search.toString()}` : path;
};
const preferencesPath = (namespace: string) => `/api/v1/commerce-preferences/${encodeURIComponent(namespace)}`;

export function createConsoleApi(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): ConsoleApi {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw await apiError(response);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  return {
    async session() {
      try {
        return (await call<ContributorSessionView>('GET', '/api/auth/session')).contributor;
      } catch (error) {
        if (error instanceof ConsoleApiError && error.status === 401) return null;
        throw error;
      }
    },
    logIn: async (email, password) => (await call<ContributorSessionView>('POST', '/api/auth/session', { email, password } satisfies LogInRequest)).contributor,
    logOut: () => call('DELETE', '/api/auth/session'),
    sites: async () => (await call<{ sites: OwnedSite[] }>('GET', '/api/owner/sites')).sites,
    stores: async (websiteId) => (await call<{ collections: StoreCollection[] }>('GET', catalogPath(websiteId))).collections,
    createStore: (websiteId, store) => call('POST', catalogPath(websiteId), { ...store, enabled: true } satisfies NewStoreCollection),
    createRootCategory: (websiteId, collectionId, displayName) =>
      call('POST', `${catalogPath(websiteId)}/${encodeURIComponent(collectionId)}/categories`, { displayName, ...STORE_ROOT_CATEGORY } satisfies NewCategory),
    siteLayout: () => call('GET', '/api/commondata/GetSiteLayout'),
    updateNavigation: (fieldName, templateId, items) => call('POST', '/api/widget/UpdateNavigation', { fieldName, templateId, navigation: { items } } satisfies UpdateNavigationRequest),
    products: async (websiteId, collectionId) => (await call<{ products: Product[] }>('GET', `${catalogPath(websiteId)}/${encodeURIComponent(collectionId)}/items`)).products,
    createProduct: (websiteId, collectionId, product) => call('POST', `${catalogPath(websiteId)}/${encodeURIComponent(collectionId)}/items`, product),
    changePrice: (websiteId, itemId, variantId, price) => call('PUT', `${catalogPath(websiteId)}/items/${encodeURIComponent(itemId)}/variants/${encodeURIComponent(variantId)}/price`, price),
    changeStock: (websiteId, itemId, variantId, change) => call('POST', `${catalogPath(websiteId)}/items/${encodeURIComponent(itemId)}/variants/${encodeURIComponent(variantId)}/stock`, change),
    storeSettings: () => call('GET', STORE_SETTINGS_PATH),
    saveStoreSettings: (settings) => call('PUT', STORE_SETTINGS_PATH, settings),
    storefrontIntegrations: () => call('GET', STOREFRONT_INTEGRATIONS_PATH),
    saveStorefrontIntegrations: ({ instalmentsAvailable, socialPixelId }) => call('PUT', STOREFRONT_INTEGRATIONS_PATH, { instalmentsAvailable, socialPixelId }),
    restockGroups: async (cursor) => {
      const page = await call<SignUpGroupsPageView>('GET', withCursor(`${RESTOCK_PATH}/groups`, { cursor }));
      return { rows: page.signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
    restockSignUps: async (productId, variantId, cursor) => {
      const page = await call<SignUpsPageView>('GET', withCursor(RESTOCK_PATH, { productId, variantId, cursor }));
      return { rows: page.signUps, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
    sendRestock: (productId, variantId) => call('POST', `${RESTOCK_PATH}/send`, { productId, variantId } satisfies RestockSendRequest),
    sendAllRestock: (requests) => call('POST', `${RESTOCK_PATH}/send/all`, { sendRequests: requests } satisfies SendAllRequest),
    restockOutbox: () => call('GET', `${RESTOCK_PATH}/outbox`),
    mailOutbox: (source) => call('GET', withCursor(MAIL_OUTBOX_PATH, { source })),
    restockTemplates: async () => (await call<NoticeTemplatesView>('GET', `${RESTOCK_PATH}/templates`)).templates,
    saveRestockTemplate: ({ language, subject, text, html }) => call('PUT', `${RESTOCK_PATH}/templates/${encodeURIComponent(language)}`, { subject, text, html } satisfies NoticeTemplate),
    forms: () => call('GET', FORMS_PATH),
    form: (formId) => call('GET', `${FORMS_PATH}/${encodeURIComponent(formId)}`),
    createForm: (definition) => call('POST', FORMS_PATH, definition),
    saveForm: (formId, definition) => call('PUT', `${FORMS_PATH}/${encodeURIComponent(formId)}`, definition),
    mailingLists: () => call('GET', `${FORMS_PATH}/newsletter/mailing-lists`),
    createMailingList: (name) => call('POST', `${FORMS_PATH}/newsletter/mailing-lists`, { name } satisfies NewMailingList),
    formSubmissions: (formId) => call('GET', `${FORMS_PATH}/${encodeURIComponent(formId)}/submissions`),
    images: () => call('GET', '/api/owner/media/assets'),
    async uploadImage(file, fileName, title) {
      const form = new FormData();
      if (title) form.append('title', title);
      form.append('file', file, fileName);
      // No Content-Type: the browser writes the multipart boundary itself.
      const response = await fetchImpl('/api/owner/media/assets', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form });
      if (!response.ok) throw await apiError(response);
      return (await response.json()) as ImageAsset;
    },
    orders: (websiteId, filter) => {
      const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();
      return call('GET', `${ordersPath(websiteId)}${query ? `?${query}` : ''}`);
    },
    order: (websiteId, orderId) => call('GET', orderPath(websiteId, orderId)),
    fulfilOrder: (websiteId, orderId) => call('POST', `${orderPath(websiteId, orderId)}/fulfilment`),
    refundOrder: (websiteId, orderId, amountCents) => call('POST', `${orderPath(websiteId, orderId)}/refunds`, { amountCents } satisfies RefundRequest),
    fetch: (namespace) => call('GET', preferencesPath(namespace)),
    save: (namespace, changes) => call('PUT', preferencesPath(namespace), changes),
    headerFooter: () => call('GET', '/api/site-header-footer'),
    saveHeaderFooter: (headerFooter) => call('PUT', '/api/site-header-footer', headerFooter),
    multilingualSettings: () => call('GET', '/api/multilingual/settings'),
    experiments: () => call('GET', '/api/site-experiments'),
    saveExperiments: (experiments) => call('PUT', '/api/site-experiments', { experiments }),
    saveLanguages: (languages) => call('PUT', '/api/multilingual/languages', { languages }),
    disconnectMultilingual: () => call('DELETE', '/api/multilingual/connection'),
    ...siteUsersConsoleCalls(call),
  };
}

async function apiError(response: Response): Promise<ConsoleApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') return new ConsoleApiError(response.status, body.message, isMessageMap(body.errors) ? body.errors : {});
  } catch {
    // Not the JSON envelope (e.g. a proxy's HTML page): fall back to the status line.
  }
  return new ConsoleApiError(response.status, `HTTP ${response.status} ${response.statusText}`.trim());
}

function isMessageMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string');
}
