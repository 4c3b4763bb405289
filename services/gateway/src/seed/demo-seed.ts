import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ContributorService } from '@mercato/http';
import type { Logger } from '@mercato/observability';
import { ContributorRole, ProductType, mainNavigationWithStore } from '@mercato/spec';
import { CreateProductCommand, CreateRootCategoryCommand, CreateStoreCollectionCommand, type StoreCollectionCreatedResult } from '@mercato/catalog/application';
import { CreateSiteCommand, UpdateNavigationCommand } from '@mercato/sites/application';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';

export const DEMO_OWNER = { email: 'owner@demo.mercato.test', password: 'mercato-demo-owner' } as const;
export const DEMO_SITE_ID = 'demo-site';
export const JPY_SITE_ID = 'tokyo-tea-house';

type ProductSeed = CreateProductCommand['input'];

const option = (optionName: string, value: string) => ({ optionName, value });
const variant = (sku: string, priceCents: number, stock: { qtyInStock?: number; unlimited?: boolean } = {}, optionValues: Array<{ optionName: string; value: string }> = [], sale?: number) => ({
  sku,
  priceCents,
  salePriceCents: sale ?? 0,
  onSale: sale !== undefined,
  unlimited: stock.unlimited ?? false,
  qtyInStock: stock.qtyInStock ?? 0,
  optionValues,
});
const image = (name: string, altText: string) => ({ assetUrl: `https://images.mercato.test/demo/${name}.jpg`, altText, title: altText });
const product = (title: string, productType: ProductType, rest: Partial<ProductSeed>): ProductSeed => ({
  title,
  urlId: '',
  description: '',
  productType,
  variantOptionOrdering: [],
  isSubscribable: false,
  additionalFieldsFormId: '',
  useCustomAddButtonText: false,
  customAddButtonText: '',
  images: [],
  variants: [],
  ...rest,
});

/** Every product type; one, two and three options; sold out; on sale; unlimited stock. */
const demoProducts: ProductSeed[] = [
  product('Linen Shirt', ProductType.PHYSICAL, {
    description: 'A breathable linen shirt, cut loose.',
    images: [image('linen-shirt', 'Linen shirt on a hanger')],
    variantOptionOrdering: ['Size', 'Color'],
    variants: ['S', 'M', 'L'].flatMap((size) =>
      ['Blue', 'White'].map((color) => variant(`SHIRT-${size}-${color.toUpperCase()}`, size === 'L' ? 4800 : 4500, { qtyInStock: 12 }, [option('Size', size), option('Color', color)])),
    ),
  }),
  product('Canvas Tote', ProductType.PHYSICAL, {
    description: 'Heavy canvas, long handles.',
    images: [image('canvas-tote', 'Canvas tote bag')],
    variantOptionOrdering: ['Color'],
    variants: [variant('TOTE-NATURAL', 2500, { qtyInStock: 30 }, [option('Color', 'Natural')], 1900), variant('TOTE-BLACK', 2500, { qtyInStock: 8 }, [option('Color', 'Black')], 1900)],
  }),
  product('Ceramic Mug', ProductType.PHYSICAL, {
    description: 'Stoneware mug, glazed by hand.',
    images: [image('ceramic-mug', 'Ceramic mug')],
    variantOptionOrdering: ['Size', 'Color', 'Finish'],
    variants: ['Small', 'Large'].flatMap((size) =>
      ['Sand', 'Slate'].flatMap((color) =>
        ['Matte', 'Gloss'].map((finish) => variant(`MUG-${size}-${color}-${finish}`.toUpperCase(), size === 'Large' ? 2200 : 1800, { qtyInStock: 4 }, [option('Size', size), option('Color', color), option('Finish', finish)])),
      ),
    ),
  }),
  product('Vintage Lamp', ProductType.PHYSICAL, {
    description: 'One of a kind. Gone for now.',
    images: [image('vintage-lamp', 'Brass desk lamp')],
    variants: [variant('LAMP-1', 12000, { qtyInStock: 0 }, [], 9900)],
  }),
  product('Field Guide', ProductType.DIGITAL, { description: 'A PDF guide to the coast.', digital: { priceCents: 900, salePriceCents: 0, onSale: false } }),
  product('Design Consultation', ProductType.SERVICE, { description: 'One hour with a designer.', variants: [variant('CONSULT-1H', 15000, { unlimited: true })] }),
  product('Gift Card', ProductType.GIFT_CARD, {
    variantOptionOrdering: ['Amount'],
    variants: [2500, 5000, 10000].map((cents) => variant(`GIFT-${cents}`, cents, { unlimited: true }, [option('Amount', `$${cents / 100}`)])),
  }),
  product('Members Pass', ProductType.PAYWALL, { description: 'Access to the members area.', variants: [variant('PASS-1', 1000, { unlimited: true })] }),
  product('Notebook', ProductType.PHYSICAL, { description: 'Dotted pages, lay-flat binding.', useCustomAddButtonText: true, customAddButtonText: 'Add Notebook', variants: [variant('NOTEBOOK', 1200, { unlimited: true })] }),
];

const jpyProducts: ProductSeed[] = [
  product('Iron Teapot', ProductType.PHYSICAL, { description: 'Cast iron, Morioka.', variants: [variant('TEAPOT', 1234500, { qtyInStock: 3 })] }),
  product('Matcha Set', ProductType.PHYSICAL, { description: 'Bowl, whisk and scoop.', variants: [variant('MATCHA', 4500, { qtyInStock: 20 })] }),
];

/**
 * The demo seed of `npm start`: a USD site whose store has every product type, and a JPY site.
 * Runs once: a database that already has the demo site is left as it is.
 */
export async function seedDemo(app: INestApplicationContext, logger: Logger): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query('SELECT 1 FROM site_hosts WHERE website_id = $1', [DEMO_SITE_ID]);
  if (existing.length > 0) return;
  const commands = app.get(CommandBus);
  await createSite(commands, DEMO_SITE_ID, 'Mercato Demo Store', ['localhost', '127.0.0.1', 'demo.localhost'], 'USD', 'America/New_York', 'Objects for slow mornings', demoProducts);
  await createSite(commands, JPY_SITE_ID, 'Tokyo Tea House', ['jpy.localhost'], 'JPY', 'Asia/Tokyo', '茶道具', jpyProducts);
  await app.get(ContributorService).create({
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    displayName: 'Demo Owner',
    roles: [
      { websiteId: DEMO_SITE_ID, role: ContributorRole.ADMIN },
      { websiteId: JPY_SITE_ID, role: ContributorRole.STORE_MANAGER },
    ],
  });
  logger.info('seeded the demo sites');
}

async function createSite(commands: CommandBus, websiteId: string, title: string, hostnames: string[], currency: string, timeZone: string, tagline: string, products: ProductSeed[]): Promise<void> {
  const templateId = 'mercato-basic';
  await commands.execute(
    new CreateSiteCommand({
      websiteId,
      title,
      hostnames,
      currency,
      timeZone,
      templateId,
      locale: currency === 'JPY' ? 'ja-JP' : 'en-US',
      header: { title, tagline },
      footer: { text: `© ${title}` },
      navigations: [{ fieldName: MAIN_NAVIGATION, title: 'Main Navigation', items: [] }],
    }),
  );
  // Spec §4 store creation: the collection, its root category, then first place in the main navigation.
  const store = await commands.execute<CreateStoreCollectionCommand, StoreCollectionCreatedResult>(
    new CreateStoreCollectionCommand(websiteId, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: `Everything ${title} sells.`, enabled: true }),
  );
  await commands.execute(new CreateRootCategoryCommand(websiteId, store.id, { displayName: 'Shop', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 }));
  await commands.execute(
    new UpdateNavigationCommand(websiteId, { fieldName: MAIN_NAVIGATION, templateId, items: mainNavigationWithStore([], store.id) }),
  );
  for (const seed of products) await commands.execute(new CreateProductCommand(websiteId, store.id, seed));
}
