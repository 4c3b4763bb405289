import type { Product, Variant } from '../api/types';
import { outboxProgress, sendAllPlan, sendOutcomeText, variantName, variantsById } from './restock';

const variant = (id: string, overrides: Partial<Variant>): Variant => ({ id, sku: `SKU-${id}`, unlimited: false, qtyInStock: 0, optionValues: [], ...overrides }) as Variant;
const group = (pendingCount: number, sendableCount: number) => ({ productId: 'p1', variantId: 'v1', pendingCount, totalCount: pendingCount, sendableCount });

describe('the restock page model', () => {
  it('names a variant by its option values, or its SKU without options', () => {
    expect(variantName(variant('v1', { optionValues: [{ optionName: 'Color', value: 'Red' }, { optionName: 'Size', value: 'L' }] as Variant['optionValues'] }))).toBe('Red / L');
    expect(variantName(variant('v2', {}))).toBe('SKU-v2');
  });

  it('finds each variant with its product title and stock', () => {
    const products = [{ title: 'Scarf', variants: [variant('v1', { qtyInStock: 3 })] }] as unknown as Product[];
    expect(variantsById(products).get('v1')).toEqual({ productTitle: 'Scarf', variantName: 'SKU-v1', unlimited: false, qtyInStock: 3 });
  });

  it('sends all to the groups the server says a send would mail, as many as it says', () => {
    const plan = sendAllPlan([group(5, 2), group(1, 0), { ...group(3, 3), variantId: 'v2' }]);
    expect(plan.notices).toBe(5);
    expect(plan.groups.map((planned) => planned.sendableCount)).toEqual([2, 3]);
    expect(sendAllPlan([group(1, 0)])).toEqual({ groups: [], notices: 0 });
  });

  it('words a send’s answer', () => expect(sendOutcomeText({ sent: 2, waiting: 1 })).toBe('Sent 2, 1 waiting'));

  it('tells how far the restock mails have got, counting given-up mails as done', () => {
    expect(outboxProgress({ pending: 3, sent: 1, failed: 0 })).toBe(25);
    expect(outboxProgress({ pending: 0, sent: 2, failed: 1 })).toBe(100);
    expect(outboxProgress({ pending: 2, sent: 0, failed: 1 })).toBe(33);
    expect(outboxProgress({ pending: 0, sent: 0, failed: 0 })).toBe(100);
  });
});
