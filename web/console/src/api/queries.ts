import { QueryClient, queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ConsoleApi } from './client';
import type { OrderFilter } from './types';

export function createConsoleQueryClient(): QueryClient {
  // An owner's own changes invalidate what they touch; a failed read is shown with a retry button.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } } });
}

export const consoleQueries = {
  session: (api: ConsoleApi) => queryOptions({ queryKey: ['session'], queryFn: () => api.session() }),
  sites: (api: ConsoleApi) => queryOptions({ queryKey: ['sites'], queryFn: () => api.sites() }),
  stores: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['stores', websiteId], queryFn: () => api.stores(websiteId) }),
  products: (api: ConsoleApi, websiteId: string, collectionId: string) =>
    queryOptions({ queryKey: ['products', websiteId, collectionId], queryFn: () => api.products(websiteId, collectionId) }),
  storeSettings: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['store-settings', websiteId], queryFn: () => api.storeSettings() }),
  storefrontIntegrations: (api: ConsoleApi, websiteId: string) =>
    queryOptions({ queryKey: ['storefront-integrations', websiteId], queryFn: () => api.storefrontIntegrations() }),
  restockGroups: (api: ConsoleApi, websiteId: string, cursor: string | undefined) =>
    queryOptions({ queryKey: ['restock-groups', websiteId, cursor ?? ''], queryFn: () => api.restockGroups(cursor) }),
  restockSignUps: (api: ConsoleApi, websiteId: string, productId: string, variantId: string, cursor: string | undefined) =>
    queryOptions({ queryKey: ['restock-sign-ups', websiteId, productId, variantId, cursor ?? ''], queryFn: () => api.restockSignUps(productId, variantId, cursor) }),
  restockOutbox: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['restock-outbox', websiteId], queryFn: () => api.restockOutbox() }),
  mailOutbox: (api: ConsoleApi, websiteId: string, source: string | undefined) =>
    queryOptions({ queryKey: ['mail-outbox', websiteId, source ?? ''], queryFn: () => api.mailOutbox(source) }),
  restockTemplates: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['restock-templates', websiteId], queryFn: () => api.restockTemplates() }),
  forms: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['forms', websiteId], queryFn: () => api.forms() }),
  form: (api: ConsoleApi, websiteId: string, formId: string) => queryOptions({ queryKey: ['form', websiteId, formId], queryFn: () => api.form(formId) }),
  mailingLists: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['mailing-lists', websiteId], queryFn: () => api.mailingLists() }),
  formSubmissions: (api: ConsoleApi, websiteId: string, formId: string) =>
    queryOptions({ queryKey: ['form-submissions', websiteId, formId], queryFn: () => api.formSubmissions(formId) }),
  images: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['images', websiteId], queryFn: () => api.images() }),
  orders: (api: ConsoleApi, websiteId: string, filter: OrderFilter) => queryOptions({ queryKey: ['orders', websiteId, filter], queryFn: () => api.orders(websiteId, filter) }),
  order: (api: ConsoleApi, websiteId: string, orderId: string) => queryOptions({ queryKey: ['order', websiteId, orderId], queryFn: () => api.order(websiteId, orderId) }),
  headerFooter: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['header-footer', websiteId], queryFn: () => api.headerFooter() }),
  multilingual: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['multilingual', websiteId], queryFn: () => api.multilingualSettings() }),
  experiments: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['experiments', websiteId], queryFn: () => api.experiments() }),
  memberAreas: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['member-areas', websiteId], queryFn: () => api.memberAreas() }),
  members: (api: ConsoleApi, websiteId: string, search: string) => queryOptions({ queryKey: ['members', websiteId, search], queryFn: () => api.members(search) }),
  lockScreens: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['lock-screens', websiteId], queryFn: () => api.lockScreens() }),
  courses: (api: ConsoleApi, websiteId: string) => queryOptions({ queryKey: ['courses', websiteId], queryFn: () => api.courses() }),
};

/** How long a change may take to reach the read model before the console stops waiting for it. */
const READ_MODEL_WAIT_MS = 10_000;
const READ_MODEL_POLL_MS = 250;

/**
 * Writes answer once durable; the lists read projections a moment behind. Refetches until `arrived`
 * holds (or the wait ends), so a page never shows the value from before an owner's change.
 */
export async function refetchUntil<T, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, Key>, arrived: (data: T) => boolean): Promise<void> {
  const deadline = Date.now() + READ_MODEL_WAIT_MS;
  for (;;) {
    const data = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    if (arrived(data) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, READ_MODEL_POLL_MS));
  }
}
