import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStorefrontClient } from './build';

/**
 * What a product page loads at start: the entry and the chunks it imports statically (each gzipped on
 * its own, as served). 147 KB with the captcha in it, 108 KB without, 121.8 KB as pages were added;
 * 117.3 KB once every page but home, collection, product and cart became a chunk of its own
 * (routes.tsx), 115.7 KB with web-vitals loaded after start; 121.8 KB once collection pages render
 * their forms and products offer subscriptions, 117.5 KB with the collection page (and its forms) a
 * lazy page too, 119 KB with the lock screen and access-denied page a closed product page shows;
 * 66.8 KB once the browser ran on Preact's compat layer instead of React DOM (issue 17's 90 KB met;
 * tests/load/RESULTS.md has the breakdown); 67.3 KB with express checkout and the restock box's own
 * success text and sign-up language; 67.8 KB with the home page's featured products and the cart's
 * thumbnails (home and cart are in every page's first load); 68.1 KB with the header recording a signed-in
user's switched language (loading that call lazily made it 68.11: a chunk costs more than the call). This
budget keeps the total from creeping.
 */
const PRODUCT_PAGE_JS_BUDGET_KB = 68.5;

describe('buildStorefrontClient', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes one hashed, minified production bundle with its source map', async () => {
    const { scriptFile, startupFiles } = await buildStorefrontClient(outDir);
    expect(scriptFile).toMatch(/^entry-[A-Z0-9]+\.js$/);

    const bundle = await readFile(join(outDir, scriptFile), 'utf8');
    // NODE_ENV inlined as "production" lets the minifier drop React's development code paths.
    expect(bundle).not.toContain('process.env.NODE_ENV');
    // A minified bound; the gzipped budget of a page's start is the next test. The captcha is a chunk of its own.
    expect(bundle.length).toBeLessThan(400_000);
    expect(bundle).toContain(`//# sourceMappingURL=${scriptFile}.map`);

    const sourceMap = JSON.parse(await readFile(join(outDir, `${scriptFile}.map`), 'utf8')) as { sources: string[] };
    expect(sourceMap.sources.some((source) => source.endsWith('web/storefront/src/client/entry.tsx'))).toBe(true);
    // Code the route chunks share with the entry sits in a chunk the entry imports: every start file has its map.
    const startSources = await Promise.all(startupFiles.map(async (file) => (JSON.parse(await readFile(join(outDir, `${file}.map`), 'utf8')) as { sources: string[] }).sources));
    expect(startSources.flat().some((source) => source.endsWith('libs/spec/src/money/format-money.ts'))).toBe(true);
  }, 30_000);

  it(`loads the product page with at most ${PRODUCT_PAGE_JS_BUDGET_KB} KB of gzipped JavaScript, the captcha left to forms`, async () => {
    const { startupFiles } = await buildStorefrontClient(outDir);
    const sizes = await Promise.all(startupFiles.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length));
    const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    expect(startupFiles.some((file) => file.startsWith('altcha'))).toBe(false);
    expect(totalKb).toBeLessThanOrEqual(PRODUCT_PAGE_JS_BUDGET_KB);
  }, 30_000);

  it('runs the browser on Preact: React DOM is in no file a page loads', async () => {
    await buildStorefrontClient(outDir);
    const maps = (await readdir(outDir)).filter((file) => file.endsWith('.js.map'));
    const sources = await Promise.all(maps.map(async (file) => (JSON.parse(await readFile(join(outDir, file), 'utf8')) as { sources: string[] }).sources));
    expect(sources.flat().filter((source) => /node_modules\/(react|react-dom|scheduler)\//.test(source))).toEqual([]);
    expect(sources.flat().some((source) => source.includes('node_modules/preact/'))).toBe(true);
  }, 30_000);
});
