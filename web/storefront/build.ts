import { build } from 'esbuild';
import { basename, join } from 'node:path';

const STOREFRONT_DIR = __dirname;
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
