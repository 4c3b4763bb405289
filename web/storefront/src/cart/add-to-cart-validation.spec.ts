import { ADD_TO_CART_MESSAGES, ProductType } from '@mercato/spec';
import { canvasTote, fieldGuide, linenShirt, productFixture, variantFixture } from '../testing/fixtures';
import { checkAddToCart } from './add-to-cart-validation';
import { type CartEntry } from './cart-types';

const mug = productFixture({
  title: 'Mug',
  urlId: 'mug',
  variantOptionOrdering: ['Size', 'Color', 'Finish'],
  variants: [variantFixture({ Size: 'Large', Color: 'Blue', Finish: 'Matte' }, { stock: 4 })],
});

function entry(itemId: string, sku: string, quantity: number): CartEntry {
  return { id: `entry-${sku}`, itemId, quantity, chosenVariant: { sku, attributes: {} }, additionalFields: null, title: '', subTotal: 0, purchasePriceCents: 0, image: null };
}

const shirtBlueS = { Size: 'S', Color: 'Blue' };
const check = (overrides: Partial<Parameters<typeof checkAddToCart>[0]>) =>
  checkAddToCart({ product: linenShirt, selection: shirtBlueS, quantityText: '1', cartEntries: [], ...overrides });

describe('add-to-cart checks in the browser (spec §5)', () => {
  it.each([
    [{ Color: 'Blue' }, 'Please select the Size option.'],
    [{}, 'Please select the Size and Color options.'],
  ])('names the unselected options of the shirt: %j', (selection, message) => {
    expect(check({ selection })).toEqual({ ok: false, message });
  });

  it('lists three or more unselected options, then the last', () => {
    expect(check({ product: mug, selection: {} })).toEqual({ ok: false, message: 'Please select the Size, Color and Finish options.' });
  });

  it('refuses a combination no variant has', () => {
    expect(check({ product: canvasTote, selection: { Color: 'Red' } })).toEqual({ ok: false, message: ADD_TO_CART_MESSAGES.variantUnavailable });
  });

  it.each([
    ['', ADD_TO_CART_MESSAGES.quantityNotANumber],
    ['two', ADD_TO_CART_MESSAGES.quantityNotANumber],
    ['1.5', ADD_TO_CART_MESSAGES.quantityNotWhole],
  ])('refuses the quantity %j', (quantityText, message) => {
    expect(check({ quantityText })).toEqual({ ok: false, message });
  });

  it('counts what the cart already holds of that variant against its stock', () => {
    const variant = linenShirt.variants[0]!;
    expect(check({ quantityText: String(variant.qtyInStock) })).toMatchObject({ ok: true, quantity: variant.qtyInStock });
    expect(check({ quantityText: String(variant.qtyInStock), cartEntries: [entry(linenShirt.id, variant.sku, 1)] })).toEqual({
      ok: false,
      message: ADD_TO_CART_MESSAGES.notEnoughStock,
    });
    // Another variant in the cart does not count.
    expect(check({ quantityText: '1', cartEntries: [entry(linenShirt.id, linenShirt.variants[1]!.sku, 50)] })).toMatchObject({ ok: true });
  });

  it('asks for a gift card denomination instead of naming the option', () => {
    const giftCard = productFixture({ title: 'Gift Card', urlId: 'gift-card', productType: ProductType.GIFT_CARD, variantOptionOrdering: ['Amount'], variants: [variantFixture({ Amount: '$50' })] });
    expect(check({ product: giftCard, selection: {} })).toEqual({ ok: false, message: ADD_TO_CART_MESSAGES.giftCardDenominationMissing });
  });

  it('adds one of a product without options or quantity input, and never checks a digital item against stock', () => {
    expect(check({ product: fieldGuide, selection: {}, quantityText: undefined })).toMatchObject({ ok: true, quantity: 1, variant: fieldGuide.variants[0] });
  });

  it('passes the chosen variant and the whole quantity on to the call', () => {
    expect(check({ quantityText: ' 3 ' })).toEqual({ ok: true, variant: linenShirt.variants[0], quantity: 3 });
  });
});
