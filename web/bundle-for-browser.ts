import { build, type Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The checkout: this file sits in web/, or in dist/web/ when it runs compiled (`npm run build`). */
const REPO_ROOT = existsSync(join(__dirname, '..', 'tsconfig.base.json')) ? join(__dirname, '..') : join(__dirname, '..', '..');

/** A web app's sources in the checkout (`webAppDir('console')`), also when the caller runs compiled from dist/. */
export function webAppDir(app: string): string {
  return join(REPO_ROOT, 'web', app);
}

/**
 * The production browser bundle both web apps ship: content-hashed names (cached forever),
 * minified, split at dynamic imports, with source maps, React's production paths. Answers esbuild's metafile.
 */
export async function bundleForBrowser(entryPoints: string[] | Record<string, string>, outDir: string, alias: Record<string, string> = {}): Promise<Metafile> {
  const result = await build({
    entryPoints,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    // Dynamic import()s become chunks of their own, loaded when needed (the captcha widget only on a form).
    splitting: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // Resolves the @mercato/* path aliases (the apps import @mercato/spec from source).
    tsconfig: join(REPO_ROOT, 'tsconfig.base.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    alias,
    logLevel: 'warning',
  });
  return result.metafile;
}
