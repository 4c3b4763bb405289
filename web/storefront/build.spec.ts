import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStorefrontClient } from './build';

describe('buildStorefrontClient', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes one hashed, minified production bundle with its source map', async () => {
    const { scriptFile } = await buildStorefrontClient(outDir);
    expect(scriptFile).toMatch(/^entry-[A-Z0-9]+\.js$/);

    const bundle = await readFile(join(outDir, scriptFile), 'utf8');
    // NODE_ENV inlined as "production" lets the minifier drop React's development code paths.
    expect(bundle).not.toContain('process.env.NODE_ENV');
    // A minified bound, not a budget: with the cart, restock and forms screens the bundle is about 460 KB.
    expect(bundle.length).toBeLessThan(500_000);
    expect(bundle).toContain(`//# sourceMappingURL=${scriptFile}.map`);

    const sourceMap = JSON.parse(await readFile(join(outDir, `${scriptFile}.map`), 'utf8')) as { sources: string[] };
    expect(sourceMap.sources.some((source) => source.endsWith('web/storefront/src/client/entry.tsx'))).toBe(true);
    expect(sourceMap.sources.some((source) => source.endsWith('libs/spec/src/money/format-money.ts'))).toBe(true);
  }, 30_000);
});
