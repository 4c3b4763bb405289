import type { CommandBus } from '@nestjs/cqrs';
import { CreateProductCommand, CreateStoreCollectionCommand, type ProductCreatedResult } from '@mercato/catalog/application';
import { ProductType } from '@mercato/spec';

type ProductInput = CreateProductCommand['input'];
type VariantInput = ProductInput['variants'][number];

export const variant = (sku: string, priceCents: number, fields: Partial<VariantInput> = {}): VariantInput => ({ sku, priceCents, salePriceCents: 0, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [], ...fields });
const option = (optionName: string, value: string) => ({ optionName, value });

export const product = (title: string, fields: Partial<ProductInput>): ProductInput => ({
  title,
  urlId: '',
  description: '',
  productType: ProductType.PHYSICAL,
  variantOptionOrdering: [],
  isSubscribable: false,
  additionalFieldsFormId: '',
  useCustomAddButtonText: false,
  customAddButtonText: '',
  images: [],
  variants: [],
  ...fields,
});

/** The products the cart tests buy: each exercises one rule of spec §5. */
export const CART_TEST_PRODUCTS = {
  /** Red: 3 in stock at $15.00; grey: unlimited at $18.00 (on sale from $20.00). */
  scarf: product('Wool Scarf', {
    variantOptionOrdering: ['Color'],
    variants: [
      variant('SCARF-RED', 1500, { qtyInStock: 3, optionValues: [option('Color', 'Red')] }),
      variant('SCARF-GREY', 2000, { salePriceCents: 1800, onSale: true, unlimited: true, optionValues: [option('Color', 'Grey')] }),
    ],
  }),
  /** Has a picture: its cart entries show it. */
  tee: product('Tee', {
    images: [
      { assetUrl: 'https://cart-shop.localhost/media/tee.jpg', altText: '', title: 'Blue tee, folded', originalSize: '1200x1500' },
      { assetUrl: 'https://cart-shop.localhost/media/tee-back.jpg', altText: 'Back of the tee', title: '' },
    ],
    variantOptionOrdering: ['Size', 'Color'],
    variants: [variant('TEE-M-BLUE', 2500, { unlimited: true, optionValues: [option('Size', 'M'), option('Color', 'Blue')] })],
  }),
  shoe: product('Shoe', {
    variantOptionOrdering: ['Size', 'Color', 'Width'],
    variants: [variant('SHOE-42', 9000, { unlimited: true, optionValues: [option('Size', '42'), option('Color', 'Black'), option('Width', 'Wide')] })],
  }),
  giftCard: product('Gift Card', { productType: ProductType.GIFT_CARD, variants: [variant('GIFT-25', 2500, { unlimited: true })] }),
  ebook: product('Knitting Guide', { productType: ProductType.DIGITAL, digital: { priceCents: 900, salePriceCents: 0, onSale: false } }),
  /** Asks for an engraving; 2 in stock. */
  pen: product('Engraved Pen', { additionalFieldsFormId: 'engraving-form', variants: [variant('PEN', 2500, { qtyInStock: 2 })] }),
  coffee: product('Coffee Box', {
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variants: [variant('COFFEE', 3000, { unlimited: true })],
  }),
} satisfies Record<string, ProductInput>;

export type CartTestProducts = { [Name in keyof typeof CART_TEST_PRODUCTS]: ProductCreatedResult };

/** Creates a store on `websiteId` and the cart test products in it, through the catalog's commands. */
export async function createCartTestProducts(commands: CommandBus, websiteId: string): Promise<CartTestProducts> {
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(websiteId, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true }));
  const created: Partial<Record<keyof typeof CART_TEST_PRODUCTS, ProductCreatedResult>> = {};
  for (const [name, input] of Object.entries(CART_TEST_PRODUCTS)) {
    created[name as keyof typeof CART_TEST_PRODUCTS] = await commands.execute(new CreateProductCommand(websiteId, store.id, input));
  }
  return created as CartTestProducts;
}

/** `count` unlimited variants of one product at $10.00 + i cents: the races' and the benchmark's catalog. */
export async function createManyVariantProduct(commands: CommandBus, websiteId: string, count: number): Promise<ProductCreatedResult> {
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(websiteId, { title: 'Buttons', navigationTitle: 'Buttons', urlId: 'buttons', description: '', enabled: true }));
  return commands.execute(
    new CreateProductCommand(
      websiteId,
      store.id,
      product('Button', { variantOptionOrdering: ['Number'], variants: Array.from({ length: count }, (_, i) => variant(`BUTTON-${i}`, 1000 + i, { unlimited: true, optionValues: [option('Number', String(i))] })) }),
    ),
  );
}
