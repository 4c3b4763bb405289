import { setTimeout as delay } from 'node:timers/promises';
import { HttpMessages, OWNER_SESSION_COOKIE } from '@mercato/http';
import type { Logger } from '@mercato/observability';
import { NO_MERCHANDISING, ProductType, STORE_ROOT_CATEGORY, mainNavigationWithStore } from '@mercato/spec';
import type { CreateProductCommand } from '@mercato/catalog/application';
import type { MerchandisingInput } from '@mercato/catalog/domain';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import { DEMO_OWNER, DEMO_SITES, type DemoSite } from '@mercato/sites/seed';
import type { DemoPicture } from './demo-pictures';
import { uploadDemoPictures } from './demo-uploads';

type ProductSeed = CreateProductCommand['input'];
type DemoPictureRef = { readonly name: DemoPicture; readonly altText: string };
/** A product as the seed declares it: pictures by name (the product's, and a variant's own by SKU), uploaded as images before the product is created. */
type DemoProduct = Omit<ProductSeed, 'images'> & { readonly pictures: readonly DemoPictureRef[]; readonly variantPictures?: Readonly<Record<string, DemoPictureRef>> };

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
const image = (name: DemoPicture, altText: string) => ({ name, altText });
const product = (title: string, productType: ProductType, rest: Partial<DemoProduct>): DemoProduct => ({
  title,
  urlId: '',
  description: '',
  productType,
  variantOptionOrdering: [],
  isSubscribable: false,
  additionalFieldsFormId: '',
  useCustomAddButtonText: false,
  customAddButtonText: '',
  pictures: [],
  variants: [],
  ...rest,
});

/** Every product type; one, two and three options; sold out; on sale; unlimited stock. */
const demoProducts: DemoProduct[] = [
  product('Linen Shirt', ProductType.PHYSICAL, {
    description: 'A breathable linen shirt, cut loose.',
    pictures: [image('linen-shirt', 'Linen shirt on a hanger')],
    variantOptionOrdering: ['Size', 'Color'],
    variants: ['S', 'M', 'L'].flatMap((size) =>
      ['Blue', 'White'].map((color) => variant(`SHIRT-${size}-${color.toUpperCase()}`, size === 'L' ? 4800 : 4500, { qtyInStock: 12 }, [option('Size', size), option('Color', color)])),
    ),
  }),
  product('Canvas Tote', ProductType.PHYSICAL, {
    description: 'Heavy canvas, long handles.',
    pictures: [image('canvas-tote', 'Canvas tote bag')],
    variantOptionOrdering: ['Color'],
    variants: [variant('TOTE-NATURAL', 2500, { qtyInStock: 30 }, [option('Color', 'Natural')], 1900), variant('TOTE-BLACK', 2500, { qtyInStock: 8 }, [option('Color', 'Black')], 1900)],
  }),
  product('Ceramic Mug', ProductType.PHYSICAL, {
    description: 'Stoneware mug, glazed by hand.',
    pictures: [image('ceramic-mug', 'Ceramic mug')],
    variantOptionOrdering: ['Size', 'Color', 'Finish'],
    variants: ['Small', 'Large'].flatMap((size) =>
      ['Sand', 'Slate'].flatMap((color) =>
        ['Matte', 'Gloss'].map((finish) => variant(`MUG-${size}-${color}-${finish}`.toUpperCase(), size === 'Large' ? 2200 : 1800, { qtyInStock: 4 }, [option('Size', size), option('Color', color), option('Finish', finish)])),
      ),
    ),
  }),
  product('Vintage Lamp', ProductType.PHYSICAL, {
    description: 'One of a kind. Gone for now.',
    pictures: [image('vintage-lamp', 'Brass desk lamp')],
    variants: [variant('LAMP-1', 12000, { qtyInStock: 0 }, [], 9900)],
  }),
  product('Field Guide', ProductType.DIGITAL, { description: 'A PDF guide to the coast.', pictures: [image('field-guide', 'Field guide cover with waves and a sun')], digital: { priceCents: 900, salePriceCents: 0, onSale: false } }),
  product('Design Consultation', ProductType.SERVICE, { description: 'One hour with a designer.', pictures: [image('design-consultation', 'Sketch paper with a pencil')], variants: [variant('CONSULT-1H', 15000, { unlimited: true })] }),
  product('Gift Card', ProductType.GIFT_CARD, {
    pictures: [image('gift-card', 'Red gift card with a gold ribbon')],
    variantOptionOrdering: ['Amount'],
    variants: [2500, 5000, 10000].map((cents) => variant(`GIFT-${cents}`, cents, { unlimited: true }, [option('Amount', `$${cents / 100}`)])),
  }),
  product('Members Pass', ProductType.PAYWALL, { description: 'Access to the members area.', pictures: [image('members-pass', 'Purple pass with a gold star')], variants: [variant('PASS-1', 1000, { unlimited: true })] }),
  product('Notebook', ProductType.PHYSICAL, { description: 'Dotted pages, lay-flat binding.', pictures: [image('notebook', 'Dark green dotted notebook')], useCustomAddButtonText: true, customAddButtonText: 'Add Notebook', variants: [variant('NOTEBOOK', 1200, { unlimited: true })] }),
  product('Wool Beanie', ProductType.PHYSICAL, {
    description: 'Merino, rib knit.',
    pictures: [image('wool-beanie', 'Grey wool beanie')],
    variantOptionOrdering: ['Color'],
    variantPictures: { 'BEANIE-RED': image('wool-beanie-red', 'Red wool beanie') },
    variants: [
      variant('BEANIE-RED', 4000, { qtyInStock: 3 }, [option('Color', 'Red')]),
      variant('BEANIE-GREEN', 4000, { qtyInStock: 0 }, [option('Color', 'Green')]),
    ],
  }),
];

/** Spec §3 merchandising context of the demo products that have one, by title. */
const demoMerchandising: Readonly<Record<string, MerchandisingInput>> = {
  'Wool Beanie': {
    scarcityEnabled: true,
    scarcityText: 'Only a few left',
    scarcityShownByDefault: true,
    customSoldOutText: 'Knitting more: back soon',
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: false,
    restockSuccessText: '',
  },
  // The lamp stays sold out: its restock box thanks visitors in the site's own words (spec §8).
  'Vintage Lamp': { ...NO_MERCHANDISING, restockSuccessText: 'Thanks! We will email you when the lamp is back.' },
};

const jpyProducts: DemoProduct[] = [
  product('Iron Teapot', ProductType.PHYSICAL, { description: 'Cast iron, Morioka.', pictures: [image('iron-teapot', 'Cast iron teapot')], variants: [variant('TEAPOT', 1234500, { qtyInStock: 3 })] }),
  product('Matcha Set', ProductType.PHYSICAL, { description: 'Bowl, whisk and scoop.', pictures: [image('matcha-set', 'Matcha bowl with a bamboo whisk')], variants: [variant('MATCHA', 4500, { qtyInStock: 20 })] }),
];

/** Each demo site's products, by website id. */
const productsOf: Readonly<Record<string, DemoProduct[]>> = { [DEMO_SITES[0]!.websiteId]: demoProducts, [DEMO_SITES[1]!.websiteId]: jpyProducts };

/** How long the stores half waits for the catalog to learn of the sites (distributed mode: over Kafka). */
const SITE_KNOWN_DEADLINE_MS = 120_000;

export interface DemoApi {
  /** Where the API answers: this gateway. */
  readonly origin: string;
  /** Proxy mode: the route table's fetch, straight to the services. */
  readonly fetch?: typeof fetch;
}

/**
 * The stores half of the demo seed (after `seedDemoSites`), through the owner API as the demo
 * owner, so the embedded and the distributed mode seed alike: each site's store (spec §4: the
 * collection, its root category, first place in the main navigation) and its products. A site
 * whose store exists is left as it is.
 */
export async function seedDemoStores(api: DemoApi, logger: Logger): Promise<void> {
  let cookie = '';
  for (const site of DEMO_SITES) {
    const { call, expectOk, login } = siteApi(api, site, () => cookie);
    if (await storeExists(site, call)) continue;
    if (!cookie) cookie = await login();
    const collections = `/api/content-service/product/1.1/websites/${site.websiteId}/products`;
    const store = (await expectOk('POST', collections, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: `Everything ${site.title} sells.`, enabled: true })).body as { id: string };
    await expectOk('POST', `${collections}/${store.id}/categories`, { displayName: 'Shop', ...STORE_ROOT_CATEGORY });
    const layout = (await expectOk('GET', '/api/commondata/GetSiteLayout')).body as { templateId: string; navigations: Array<{ fieldName: string; links: Array<{ collectionId?: string }> }> };
    const links = layout.navigations.find((navigation) => navigation.fieldName === MAIN_NAVIGATION)?.links ?? [];
    await expectOk('POST', '/api/widget/UpdateNavigation', { fieldName: MAIN_NAVIGATION, templateId: layout.templateId, navigation: { items: mainNavigationWithStore(links, store.id) } });
    for (const { pictures, variantPictures, ...product } of productsOf[site.websiteId] ?? []) {
      const images = await uploadDemoPictures(api, site, cookie, pictures, logger);
      const variants = await withVariantPictures(product.variants, variantPictures, (picture) => uploadDemoPictures(api, site, cookie, [picture], logger));
      const created = (await expectOk('POST', `${collections}/${store.id}/items`, { ...product, images, variants })).body as { id: string };
      const merchandising = demoMerchandising[product.title];
      if (merchandising) await expectOk('PUT', `${collections}/items/${created.id}/merchandising`, merchandising);
    }
    logger.info({ websiteId: site.websiteId }, 'seeded the demo store');
  }
}

/** The variants with the asset URL of their own uploaded picture, where the seed gives one. */
async function withVariantPictures(
  variants: ProductSeed['variants'],
  pictures: Readonly<Record<string, DemoPictureRef>> | undefined,
  upload: (picture: DemoPictureRef) => Promise<ReadonlyArray<{ readonly assetUrl: string }>>,
): Promise<ProductSeed['variants']> {
  if (!pictures) return variants;
  return Promise.all(
    variants.map(async (variant) => {
      const picture = pictures[variant.sku];
      const [uploaded] = picture ? await upload(picture) : [];
      return uploaded ? { ...variant, imageAssetUrl: uploaded.assetUrl } : variant;
    }),
  );
}

export interface SiteApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

/** Calls to one demo site's API (its first hostname), with the owner's session once `login` gave one. */
export function siteApi(api: DemoApi, site: DemoSite, sessionCookie: () => string) {
  const fetchApi = api.fetch ?? fetch;
  const call = async (method: string, path: string, body?: unknown): Promise<SiteApiAnswer> => {
    const cookie = sessionCookie();
    const response = await fetchApi(`${api.origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-host': site.hostnames[0]!, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>) };
  };
  const expectOk = async (method: string, path: string, body?: unknown): Promise<SiteApiAnswer> => {
    const response = await call(method, path, body);
    if (response.status >= 300) throw new Error(`demo seed: ${method} ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  };
  /** Logs the demo owner in; answers the session cookie to keep. */
  const login = async (): Promise<string> => sessionCookieOf((await expectOk('POST', '/api/auth/session', DEMO_OWNER)).headers);
  return { call, expectOk, login };
}

/** Whether the site's store is there; waits while the catalog does not know the site yet or is not up. */
async function storeExists(site: DemoSite, call: (method: string, path: string) => Promise<{ status: number; body: Record<string, unknown> }>): Promise<boolean> {
  const deadline = Date.now() + SITE_KNOWN_DEADLINE_MS;
  for (;;) {
    const response = await call('GET', '/api/storefront/collections/shop').catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
    if (response.status === 200) return true;
    if (response.status === 404 && response.body.message !== HttpMessages.SITE_NOT_FOUND) return false;
    if (Date.now() > deadline) throw new Error(`demo seed: the catalog did not learn of ${site.websiteId} within ${SITE_KNOWN_DEADLINE_MS / 1000} s (last answer ${response.status})`);
    await delay(250);
  }
}

function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${OWNER_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('demo seed: the owner login set no session cookie');
  return cookie.split(';')[0]!;
}
