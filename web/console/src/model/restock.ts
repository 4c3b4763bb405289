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
 * The groups a send-all would mail and how many notices in all. The server counts each group's
 * `sendableCount` with the send's own rule (the stock it holds, less the notices already queued at
 * that stock level), so the console never promises more than a send mails.
 */
export function sendAllPlan(groups: readonly RestockSignUpGroup[]): { readonly groups: readonly RestockSignUpGroup[]; readonly notices: number } {
  const sendable = groups.filter((group) => group.sendableCount > 0);
  return { groups: sendable, notices: sendable.reduce((total, group) => total + group.sendableCount, 0) };
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
