import { cartBadgeCount, cartBadgeSpokenLabel, isCartPillShown } from './cart-badge';

describe('cart badge (spec §4, §8, §9)', () => {
  it.each([
    [0, '0', '0 items in cart'],
    [1, '1', 'One item in cart'],
    [2, '2', '2 items in cart'],
    [99, '99', '99 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
    [9999, '100+', 'More than 100 items in cart'],
  ])('%i items show "%s" and read "%s"', (quantity, shown, spoken) => {
    expect(isCartPillShown(quantity)).toBe(quantity > 0);
    expect(cartBadgeCount(quantity)).toBe(shown);
    expect(cartBadgeSpokenLabel(quantity)).toBe(spoken);
  });
});
