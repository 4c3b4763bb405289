import { basename, join } from 'node:path';
import { bundleForBrowser, webAppDir } from '../bundle-for-browser';

const STOREFRONT_DIR = webAppDir('storefront');

/**
 * Bundles the browser entry into `outDir` (served by the gateway under /assets/). `scriptFile` is the
 * bundle's file name inside `outDir`, content-hashed so it can be cached forever.
 */
export async function buildStorefrontClient(outDir: string): Promise<{ scriptFile: string }> {
  const metafile = await bundleForBrowser([join(STOREFRONT_DIR, 'src', 'client', 'entry.tsx')], outDir);
  const entryOutput = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint !== undefined);
  if (!entryOutput) throw new Error('esbuild produced no storefront entry bundle');
  return { scriptFile: basename(entryOutput[0]) };
}
