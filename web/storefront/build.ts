import { basename, join } from 'node:path';
import { type Metafile } from 'esbuild';
import { bundleForBrowser, webAppDir } from '../bundle-for-browser';

const STOREFRONT_DIR = webAppDir('storefront');

/**
 * The browser runs the storefront on Preact's React compatibility layer (issue 17: React DOM alone was
 * about 55 KB gzipped of a product page's 119 KB); the server still renders with React, and the browser
 * hydrates React's HTML (client/preact-compat.ts covers what React 19 does that Preact does not).
 * esbuild maps subpaths too: react/jsx-runtime to preact/compat/jsx-runtime, react-dom/client to preact/compat/client.
 */
const BROWSER_REACT_ALIAS = { react: 'preact/compat', 'react-dom': 'preact/compat' };

export interface StorefrontClientBuild {
  /** The entry bundle's file name inside `outDir`, content-hashed so it can be cached forever. */
  readonly scriptFile: string;
  /** Every file a page loads at start: the entry and the chunks it imports statically (not the dynamic ones, e.g. the captcha). */
  readonly startupFiles: readonly string[];
}

/** Bundles the browser entry into `outDir` (served by the gateway under /assets/). */
export async function buildStorefrontClient(outDir: string): Promise<StorefrontClientBuild> {
  const metafile = await bundleForBrowser([join(STOREFRONT_DIR, 'src', 'client', 'entry.tsx')], outDir, BROWSER_REACT_ALIAS);
  // Lazy pages are entry points of their own in the metafile too (each dynamic import is one): pick the browser entry.
  const entryOutput = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('src/client/entry.tsx'));
  if (!entryOutput) throw new Error('esbuild produced no storefront entry bundle');
  return { scriptFile: basename(entryOutput[0]), startupFiles: staticImportClosure(metafile, entryOutput[0]).map((file) => basename(file)) };
}

function staticImportClosure(metafile: Metafile, entry: string): string[] {
  const found = new Set<string>([entry]);
  for (const file of found) {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) found.add(imported.path);
    }
  }
  return [...found];
}
