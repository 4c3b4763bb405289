import { callPeerService } from '@mercato/http';
import type { SagaStockReservations, StockLine, StockShortage } from './stock-reservations.port';

/** Where services/catalog serves STOCK_RESERVATIONS to other processes (not under /api: never proxied). */
export const STOCK_RESERVATIONS_INTERNAL_PATH = 'internal/stock-reservations';

/** What the take endpoint answers: the first shortage, or null when the order holds its units. */
export interface StockTakeAnswer {
  readonly shortage: StockShortage | null;
}

/**
 * STOCK_RESERVATIONS for a process without the catalog's database (services/orders): the catalog
 * service's internal endpoints (StockReservationsInternalModule). Both calls are idempotent by order
 * id, so a retry after a timeout is safe.
 */
export class HttpStockReservations implements SagaStockReservations {
  readonly kind = 'saga';

  constructor(
    private readonly catalogServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async take(websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<StockShortage | null> {
    const response = await this.call(this.orderUrl(websiteId, orderId, 'take'), JSON.stringify({ lines }));
    return ((await response.json()) as StockTakeAnswer).shortage;
  }

  async giveBack(websiteId: string, orderId: string): Promise<void> {
    await this.call(this.orderUrl(websiteId, orderId, 'give-back'), '{}');
  }

  private orderUrl(websiteId: string, orderId: string, step: string): string {
    return `${this.catalogServiceUrl}/${STOCK_RESERVATIONS_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/orders/${encodeURIComponent(orderId)}/${step}`;
  }

  private call(url: string, body: string): Promise<Response> {
    return callPeerService('catalog', this.fetchImpl, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }
}
