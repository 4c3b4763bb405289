import { CURRENCIES, type CurrencyCode, SOCIAL_PIXEL_EVENTS, type SocialPixelEventName } from '@mercato/spec';

export type PixelData = Readonly<Record<string, string | number | readonly string[]>>;

/** Spec §7: the social pixel's `track` call, as a port; the default does nothing. */
export interface SocialPixel {
  track(eventName: SocialPixelEventName, data: PixelData): void;
}

export const noopSocialPixel: SocialPixel = { track: () => undefined };

/** The pixel's command function (`fbq`): `('init', id)` once, then `('track', name, data)`. */
export type PixelCommand = (command: 'init' | 'track', ...args: unknown[]) => void;

/** A pixel for `pixelId` over its command function. */
export function commandPixel(pixelId: string, command: PixelCommand): SocialPixel {
  command('init', pixelId);
  return { track: (eventName, data) => command('track', eventName, data) };
}

/** Calls made while the page does not yet know whether the site has a pixel; a few, then dropped. */
const PENDING_LIMIT = 20;

/**
 * The page's pixel. Until the site's pixel id is known, calls wait (a product view happens before
 * the id arrives); `usePixel` then replays them, and `noPixel` drops them for good.
 */
export class PagePixel implements SocialPixel {
  private target: SocialPixel | undefined;
  private pending: Array<[SocialPixelEventName, PixelData]> = [];

  track(eventName: SocialPixelEventName, data: PixelData): void {
    if (this.target) this.target.track(eventName, data);
    else if (this.pending.length < PENDING_LIMIT) this.pending.push([eventName, data]);
  }

  usePixel(pixel: SocialPixel): void {
    this.target = pixel;
    for (const [eventName, data] of this.pending.splice(0)) pixel.track(eventName, data);
  }

  noPixel(): void {
    this.usePixel(noopSocialPixel);
  }
}

/** The one pixel of this page; the checkout page calls `trackPurchase` on it. */
export const socialPixel = new PagePixel();

/** Amounts reach the pixel in major units (45.00 USD is 45), as it expects. */
export function pixelValue(cents: number, currency: CurrencyCode): number {
  return cents / 10 ** CURRENCIES[currency].fractionDigits;
}

export function trackAddToCart(pixel: SocialPixel, item: { itemId: string; sku: string; quantity: number; priceCents: number; currency: CurrencyCode }): void {
  pixel.track(SOCIAL_PIXEL_EVENTS.addToCart, {
    content_ids: [item.itemId],
    content_type: 'product',
    contents: [item.sku],
    num_items: item.quantity,
    value: pixelValue(item.priceCents * item.quantity, item.currency),
    currency: item.currency,
  });
}

export function trackProductView(pixel: SocialPixel, product: { itemId: string; title: string }): void {
  pixel.track(SOCIAL_PIXEL_EVENTS.viewProduct, { content_ids: [product.itemId], content_name: product.title, content_type: 'product' });
}

/** For the checkout page once an order is placed. */
export function trackPurchase(pixel: SocialPixel, order: { transactionId: string; valueCents: number; currency: CurrencyCode; itemIds: readonly string[] }): void {
  pixel.track(SOCIAL_PIXEL_EVENTS.purchase, {
    order_id: order.transactionId,
    content_ids: order.itemIds,
    content_type: 'product',
    value: pixelValue(order.valueCents, order.currency),
    currency: order.currency,
  });
}

export function trackNewsletterLead(pixel: SocialPixel, formId: string): void {
  pixel.track(SOCIAL_PIXEL_EVENTS.newsletterLead, { content_name: formId });
}
