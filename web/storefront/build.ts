import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The browser sources: beside this file, or, when it runs compiled from dist/web/storefront, in the checkout it was built from. */
const STOREFRONT_DIR = existsSync(join(__dirname, 'src', 'client', 'entry.tsx')) ? __dirname : join(__dirname, '..', '..', '..', 'web', 'storefront');
const REPO_ROOT = join(STOREFRONT_DIR, '..', '..');

/**
 * Bundles the browser entry into `outDir` (served by the gateway under /assets/). `scriptFile` is the
 * bundle's file name inside `outDir`, content-hashed so it can be cached forever.
 */
export async function buildStorefrontClient(outDir: string): Promise<{ scriptFile: string }> {
  const result = await build({
    entryPoints: [join(STOREFRONT_DIR, 'src', 'client', 'entry.tsx')],
    outdir: outDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // Resolves the @mercato/* path aliases (the storefront imports @mercato/spec from source).
    tsconfig: join(REPO_ROOT, 'tsconfig.base.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });
  const entryOutput = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint !== undefined);
  if (!entryOutput) throw new Error('esbuild produced no storefront entry bundle');
  return { scriptFile: basename(entryOutput[0]) };
}
