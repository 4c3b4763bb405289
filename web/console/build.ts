import { build } from 'esbuild';
import { basename, join } from 'node:path';

const CONSOLE_DIR = __dirname;
const REPO_ROOT = join(CONSOLE_DIR, '..', '..');

export interface ConsoleBundle {
  /** File names inside the output directory, content-hashed so they can be cached forever. */
  readonly scriptFile: string;
  readonly styleFile: string;
}

/**
 * Bundles the owner console (script and its plain CSS) into `outDir`. The console renders in the
 * browser only: an owner area has no use for server rendering or search engines.
 */
export async function buildConsoleClient(outDir: string): Promise<ConsoleBundle> {
  const result = await build({
    entryPoints: { console: join(CONSOLE_DIR, 'src', 'client', 'entry.tsx') },
    outdir: outDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // Resolves the @mercato/* path aliases (the console imports @mercato/spec from source).
    tsconfig: join(REPO_ROOT, 'tsconfig.base.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const scriptFile = outputs.find(([file, output]) => output.entryPoint !== undefined && file.endsWith('.js'))?.[0];
  const styleFile = outputs.find(([file]) => file.endsWith('.css'))?.[0];
  if (!scriptFile || !styleFile) throw new Error('esbuild produced no console script or stylesheet');
  return { scriptFile: basename(scriptFile), styleFile: basename(styleFile) };
}
