import type { EntityManager } from 'typeorm';
import type { StockReservations, StockShortage } from '@mercato/catalog/ports';
import type { OrderLine, OrderState } from '@mercato/orders/domain';
import { createLogger } from '@mercato/observability';
import type { OrderCommandRunner, OrderStep } from './order-command-runner';

const logger = createLogger('orders-stock');

const stockLines = (lines: readonly OrderLine[]) => lines.map((line) => ({ itemId: line.itemId, variantId: line.variantId, quantity: line.quantity }));

/**
 * Takes an order's stock from inside the transaction that starts the order: with the catalog in
 * this database, in that transaction; with the catalog service elsewhere (saga), committed there
 * before the order is (idempotent by order id, so a decision run again takes once).
 */
export function takeOrderStock(stock: StockReservations, manager: EntityManager, websiteId: string, orderId: string, lines: readonly OrderLine[]): Promise<StockShortage | null> {
  return stock.kind === 'in-transaction' ? stock.take(manager, websiteId, orderId, stockLines(lines)) : stock.take(websiteId, orderId, stockLines(lines));
}

/**
 * Decides a step that fails an order and gives its stock back: in the failure's transaction with
 * the catalog in this database; otherwise once the failure has committed, so stock never goes back
 * for an order a racing step placed. A give-back that cannot reach the catalog is left to the
 * catalog, which gives back on the OrderPaymentFailed it reads from orders.events.v1.
 */
export async function failOrderGivingStockBack(orders: OrderCommandRunner, stock: StockReservations, orderId: string, command: OrderStep['command']): Promise<OrderState> {
  if (stock.kind === 'in-transaction') {
    return orders.run(orderId, { command, alongside: (manager, _, order) => stock.giveBack(manager, order.websiteId, orderId, stockLines(order.lines)) });
  }
  const state = await orders.run(orderId, { command });
  if (state.status === 'failed') {
    await stock.giveBack(state.websiteId, orderId).catch((error: unknown) => logger.warn({ err: error, orderId }, 'stock give-back failed; the catalog gives it back from the order’s failure event'));
  }
  return state;
}
