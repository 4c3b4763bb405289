import { ProductType } from './product';
import { ContributorRole } from './roles';

describe('spec §3 numbered enumerations', () => {
  it.each([
    ['physical', ProductType.PHYSICAL, 1],
    ['digital', ProductType.DIGITAL, 2],
    ['service', ProductType.SERVICE, 3],
    ['gift card', ProductType.GIFT_CARD, 4],
    ['paywall', ProductType.PAYWALL, 5],
  ])('product type %s is %i', (_name, code, expected) => expect(code).toBe(expected));

  it.each([
    ['admin', ContributorRole.ADMIN, 1],
    ['moderator', ContributorRole.MODERATOR, 6],
    ['store manager', ContributorRole.STORE_MANAGER, 8],
    ['viewer', ContributorRole.VIEWER, 10],
    ['none', ContributorRole.NONE, 14],
    ['website manager', ContributorRole.WEBSITE_MANAGER, 15],
  ])('contributor role %s is %i', (_name, code, expected) => expect(code).toBe(expected));

  it('has no contributor role 5', () => expect(Object.values(ContributorRole)).not.toContain(5));
});
