// @mercato/orders/views: the owner's orders API answers and request bodies, as types. The service
// builds its answers with them and the owner console reads them, so the two cannot drift apart.
// Types only: the browser bundles import it.
import type { OwnerOrderView } from '@mercato/orders/domain';

/** GET, and POST .../fulfilment and .../refunds: an order with its payment and fulfilment (built in the domain). */
export type { OrderConfirmationView, OrderMoneyView, OwnerOrderView } from '@mercato/orders/domain';

export type OrderStatus = OwnerOrderView['status'];

/** GET /api/commerce/websites/{websiteId}/orders: one page, newest first, with an opaque cursor to the next. */
export interface OwnerOrderPageView {
  readonly orders: readonly OwnerOrderView[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** The list's query: by status, a search by buyer email or order number, the page. */
export interface OrderListQuery {
  readonly status?: OrderStatus;
  readonly search?: string;
  readonly cursor?: string;
  /** Orders a page, 1 to 100; 50 when absent. */
  readonly limit?: number;
}

/** POST .../orders/{orderId}/refunds's body. */
export interface RefundRequest {
  readonly amountCents: number;
}
