import { basename, join } from 'node:path';
import { bundleForBrowser, webAppDir } from '../bundle-for-browser';

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
  const metafile = await bundleForBrowser({ console: join(webAppDir('console'), 'src', 'client', 'entry.tsx') }, outDir);
  const outputs = Object.keys(metafile.outputs);
  const scriptFile = outputs.find((file) => file.endsWith('.js') && metafile.outputs[file]?.entryPoint !== undefined);
  const styleFile = outputs.find((file) => file.endsWith('.css'));
  if (!scriptFile || !styleFile) throw new Error('esbuild produced no console script or stylesheet');
  return { scriptFile: basename(scriptFile), styleFile: basename(styleFile) };
}
