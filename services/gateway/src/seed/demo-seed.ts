import { setTimeout as delay } from 'node:timers/promises';
import { HttpMessages, OWNER_SESSION_COOKIE } from '@mercato/http';
import type { Logger } from '@mercato/observability';
import { ProductType, STORE_ROOT_CATEGORY, mainNavigationWithStore } from '@mercato/spec';
import type { CreateProductCommand } from '@mercato/catalog/application';
import type { MerchandisingInput } from '@mercato/catalog/domain';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import { DEMO_OWNER, DEMO_SITES, type DemoSite } from '@mercato/sites/seed';

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
  product('Wool Beanie', ProductType.PHYSICAL, {
    description: 'Merino, rib knit.',
    images: [image('wool-beanie', 'Wool beanie')],
    variantOptionOrdering: ['Color'],
    variants: [
      { ...variant('BEANIE-RED', 4000, { qtyInStock: 3 }, [option('Color', 'Red')]), imageAssetUrl: image('wool-beanie-red', '').assetUrl },
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
  },
};

const jpyProducts: ProductSeed[] = [
  product('Iron Teapot', ProductType.PHYSICAL, { description: 'Cast iron, Morioka.', variants: [variant('TEAPOT', 1234500, { qtyInStock: 3 })] }),
  product('Matcha Set', ProductType.PHYSICAL, { description: 'Bowl, whisk and scoop.', variants: [variant('MATCHA', 4500, { qtyInStock: 20 })] }),
];

/** Each demo site's products, by website id. */
const productsOf: Readonly<Record<string, ProductSeed[]>> = { [DEMO_SITES[0]!.websiteId]: demoProducts, [DEMO_SITES[1]!.websiteId]: jpyProducts };

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
    for (const product of productsOf[site.websiteId] ?? []) {
      const created = (await expectOk('POST', `${collections}/${store.id}/items`, product)).body as { id: string };
      const merchandising = demoMerchandising[product.title];
      if (merchandising) await expectOk('PUT', `${collections}/items/${created.id}/merchandising`, merchandising);
    }
    logger.info({ websiteId: site.websiteId }, 'seeded the demo store');
  }
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
