import type { Product, RestockSignUpGroup, Variant } from '../api/types';

/** What the restock page knows of a sign-up group's variant from the catalog. */
export interface RestockVariantInfo {
  readonly productTitle: string;
  readonly variantName: string;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

/** "Red / Large", or the SKU of a variant without options. */
export function variantName(variant: Variant): string {
  return variant.optionValues.length > 0 ? variant.optionValues.map((option) => option.value).join(' / ') : variant.sku;
}

/** The catalog's products by variant id, for naming sign-up groups and counting their stock. */
export function variantsById(products: readonly Product[]): Map<string, RestockVariantInfo> {
  return new Map(
    products.flatMap((product) =>
      product.variants.map((variant) => [variant.id, { productTitle: product.title, variantName: variantName(variant), unlimited: variant.unlimited, qtyInStock: variant.qtyInStock }] as const),
    ),
  );
}

/**
 * How many notices a send would mail at most, as the console can tell beforehand: the waiting
 * sign-ups, bounded by the units in stock (all of them for unlimited stock). The server may send
 * fewer: notices already sent since the last stock change use up the same units.
 */
export function noticesAtMost(group: RestockSignUpGroup, variant: RestockVariantInfo | undefined): number {
  if (!variant) return 0;
  return variant.unlimited ? group.pendingCount : Math.min(group.pendingCount, Math.max(variant.qtyInStock, 0));
}

/** "Sent 2, 1 waiting": a send's answer as the owner reads it. */
export function sendOutcomeText(outcome: { readonly sent: number; readonly waiting: number }): string {
  return `Sent ${outcome.sent}, ${outcome.waiting} waiting`;
}

/**
 * How far the restock mails have got: the share of those that will go (all but the withdrawn) that
 * the SMTP server accepted or that were given up, as a whole percentage; 100 with none.
 */
export function outboxProgress(counts: Readonly<Record<'pending' | 'sent' | 'failed', number>>): number {
  const total = counts.pending + counts.sent + counts.failed;
  return total === 0 ? 100 : Math.floor(((counts.sent + counts.failed) * 100) / total);
}
