import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { StockReleaseCause, type StockAdjusted, type StockReleased, type StockReserved, type StockSold } from '@mercato/contracts';
import { ADD_TO_CART_MESSAGES } from '@mercato/spec';
import { CatalogError } from '../catalog-error';
import { productEvents } from './product.events';

/** Units of one variant an order holds on a product. */
export interface ReservedLine {
  readonly variantId: string;
  readonly quantity: number;
}

/**
 * Stock taken for an order by checkout in another process (a saga: no shared transaction), kept by
 * order id so a repeated take or give-back decides nothing. Checkout in the catalog's own process
 * moves stock with AdjustStock in its transaction and never reserves.
 */
export type StockReservationCommand =
  | { readonly type: 'ReserveStock'; readonly websiteId: string; readonly orderId: string; readonly lines: readonly ReservedLine[]; readonly at: number }
  | { readonly type: 'ReleaseStock'; readonly websiteId: string; readonly orderId: string; readonly cause: 'given_back' | 'expired' }
  | { readonly type: 'SellReservedStock'; readonly websiteId: string; readonly orderId: string };

export type StockReservationEvent = StockReserved | StockReleased | StockSold;

/** What the reservation rules read of a product. */
export interface ReservableProduct {
  readonly websiteId: string;
  readonly itemId: string;
  readonly variants: Readonly<Record<string, { readonly unlimited: boolean; readonly qtyInStock: number }>>;
  /** Open reservations by order id: taken, neither sold nor released. */
  readonly reservations: Readonly<Record<string, readonly ReservedLine[]>>;
}

/** The first line the stock cannot cover, and what there is; null when all can be taken. A variant '' is a product without variants (never counted). */
export function reservationShortage(product: ReservableProduct | undefined, lines: readonly ReservedLine[]): { readonly variantId: string; readonly available: number } | null {
  for (const line of mergeLines(lines)) {
    const variant = product?.variants[line.variantId];
    if (!variant) {
      if (!product || line.variantId !== '') return { variantId: line.variantId, available: 0 };
      continue;
    }
    if (!variant.unlimited && variant.qtyInStock < line.quantity) return { variantId: line.variantId, available: variant.qtyInStock };
  }
  return null;
}

const RELEASE_CAUSES = { given_back: StockReleaseCause.GIVEN_BACK, expired: StockReleaseCause.EXPIRED } as const;

export function decideStockReservation(command: StockReservationCommand, product: ReservableProduct): Array<StockAdjusted | StockReservationEvent> {
  const held = product.reservations[command.orderId];
  const ids = { websiteId: product.websiteId, itemId: product.itemId, orderId: command.orderId };
  const reason = `order ${command.orderId}`;
  switch (command.type) {
    case 'ReserveStock': {
      if (held) return [];
      if (reservationShortage(product, command.lines)) throw new CatalogError('conflict', ADD_TO_CART_MESSAGES.notEnoughStock);
      const counted = mergeLines(command.lines).filter((line) => product.variants[line.variantId]?.unlimited === false);
      if (counted.length === 0) return [];
      const moves = counted.map((line) => adjusted(product, line.variantId, -line.quantity, reason));
      return [...moves, productEvents.stockReserved({ ...ids, lines: counted.map((line) => ({ ...line })), reservedAt: timestampFromMs(command.at) })];
    }
    case 'ReleaseStock': {
      if (!held) return [];
      // A variant removed from counting since (made unlimited) takes nothing back.
      const moves = held.filter((line) => product.variants[line.variantId]?.unlimited === false).map((line) => adjusted(product, line.variantId, line.quantity, reason));
      return [...moves, productEvents.stockReleased({ ...ids, cause: RELEASE_CAUSES[command.cause] })];
    }
    case 'SellReservedStock':
      return held ? [productEvents.stockSold(ids)] : [];
  }
}

/** The open reservations after one of the reservation events. */
export function evolveReservations(reservations: ReservableProduct['reservations'], event: StockReservationEvent): ReservableProduct['reservations'] {
  if (event.$typeName === 'mercato.catalog.v1.StockReserved') {
    return { ...reservations, [event.orderId]: event.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })) };
  }
  const { [event.orderId]: _closed, ...open } = reservations;
  return open;
}

function adjusted(product: ReservableProduct, variantId: string, delta: number, reason: string): StockAdjusted {
  const qtyInStock = product.variants[variantId]!.qtyInStock + delta;
  return productEvents.stockAdjusted({ websiteId: product.websiteId, itemId: product.itemId, variantId, delta, qtyInStock, reason });
}

function mergeLines(lines: readonly ReservedLine[]): ReservedLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}
