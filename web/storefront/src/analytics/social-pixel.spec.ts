import { SOCIAL_PIXEL_EVENTS } from '@mercato/spec';
import { commandPixel, PagePixel, type SocialPixel, trackAddToCart, trackNewsletterLead, trackProductView, trackPurchase } from './social-pixel';

type Call = [string, unknown?];
function recordingPixel(): SocialPixel & { calls: Call[] } {
  const calls: Call[] = [];
  return { calls, track: (eventName, data) => calls.push([eventName, data]) };
}

describe('social pixel (spec §7 other behaviour)', () => {
  it('initialises the pixel with its id, then passes each track call to its command function', () => {
    const commands: unknown[][] = [];
    const pixel = commandPixel('1234', (...args) => commands.push(args));
    pixel.track(SOCIAL_PIXEL_EVENTS.search, { search_string: 'linen' });
    expect(commands).toEqual([['init', '1234'], ['track', 'Search', { search_string: 'linen' }]]);
  });

  it('sends add to cart with the item, quantity and value in major units', () => {
    const pixel = recordingPixel();
    trackAddToCart(pixel, { itemId: 'item-1', sku: 'SHIRT-S', quantity: 2, priceCents: 4500, currency: 'USD' });
    expect(pixel.calls).toEqual([['AddToCart', { content_ids: ['item-1'], content_type: 'product', contents: ['SHIRT-S'], num_items: 2, value: 90, currency: 'USD' }]]);
  });

  it('sends a purchase with its transaction id and a yen value without minor units', () => {
    const pixel = recordingPixel();
    trackPurchase(pixel, { transactionId: 'order-9', valueCents: 1234500, currency: 'JPY', itemIds: ['teapot'] });
    expect(pixel.calls).toEqual([['Purchase', { order_id: 'order-9', content_ids: ['teapot'], content_type: 'product', value: 1234500, currency: 'JPY' }]]);
  });

  it('sends view product and newsletter lead', () => {
    const pixel = recordingPixel();
    trackProductView(pixel, { itemId: 'item-1', title: 'Linen Shirt' });
    trackNewsletterLead(pixel, 'form-news');
    expect(pixel.calls.map(([name]) => name)).toEqual(['ViewContent', 'Lead']);
  });

  it('holds calls made before the pixel id is known and replays them to the pixel', () => {
    const page = new PagePixel();
    const pixel = recordingPixel();
    trackProductView(page, { itemId: 'item-1', title: 'Linen Shirt' });
    page.usePixel(pixel);
    trackNewsletterLead(page, 'form-news');
    expect(pixel.calls.map(([name]) => name)).toEqual(['ViewContent', 'Lead']);
  });

  it('drops held calls for good on a site without a pixel', () => {
    const page = new PagePixel();
    trackProductView(page, { itemId: 'item-1', title: 'Linen Shirt' });
    page.noPixel();
    const late = recordingPixel();
    page.usePixel(late);
    expect(late.calls).toEqual([]);
  });
});
