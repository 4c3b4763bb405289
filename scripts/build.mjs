// `npm run build`: compiles the services, the gateway and everything they load (libs/, web/, the
// rebuild command) from TypeScript to CommonJS in dist/, mirroring the source tree, so production
// runs plain JavaScript: `node dist/services/gateway/src/main.js`. SWC with the repository's
// settings (swc.config.js); the tsconfig path aliases become relative requires. Source maps sit
// beside each file (`node --enable-source-maps` prints TypeScript lines in stack traces).
//
// Incremental: a file is compiled again only when its source is newer than its output, and
// everything when the compiler settings changed, so `npm start` (scripts/start.mjs) calls it on
// every start at the cost of a few hundred stat calls. `--clean` removes dist/ first.
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const distDir = join(root, 'dist');
/** Written last: a build that was cut short compiles everything again. */
const stampFile = join(distDir, '.build-stamp');
const sourceRoots = ['libs', 'services', 'web'];
const sourceFiles = ['scripts/rebuild.ts', 'scripts/rebuild-progress.ts'];
const settingsFiles = ['swc.config.js', '.swcrc', 'tsconfig.base.json', 'scripts/build.mjs'];
const isTest = /\.(spec|pg-test|kafka-test|e2e-test|test)\.tsx?$/;

async function listFiles(dir, found = []) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await listFiles(path, found);
    else found.push(path);
  }
  return found;
}

/** Outputs whose source is gone: a stale `foo.js` would shadow a new `foo/index.ts`. */
async function removeOrphans(sources) {
  const expected = new Set(sources.flatMap((source) => [outputOf(source), `${outputOf(source)}.map`]));
  const orphans = (await listFiles(distDir)).filter((file) => file !== stampFile && !expected.has(file));
  await Promise.all(orphans.map((file) => rm(file)));
  return orphans.length;
}

async function listSources(dir, found = []) {
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') await listSources(path, found);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest.test(entry.name)) {
      found.push(path);
    } else if (entry.name.endsWith('.json') && entry.name !== 'package.json') {
      found.push(path);
    }
  }
  return found;
}

const mtime = (file) => stat(file).then((stats) => stats.mtimeMs, () => undefined);

function outputOf(source) {
  return join(distDir, source.endsWith('.json') ? source : source.replace(/\.tsx?$/, '.js'));
}

async function compile(swc, options, source) {
  const output = outputOf(source);
  await mkdir(dirname(output), { recursive: true });
  if (source.endsWith('.json')) return copyFile(join(root, source), output);
  const file = join(root, source);
  const { code, map } = await swc.transformFile(file, {
    ...options,
    filename: file,
    sourceFileName: relative(dirname(output), file),
    // The maps point at the sources in the checkout; copying them in would double what a stack trace loads.
    inlineSourcesContent: false,
  });
  const mapName = `${output.split('/').at(-1)}.map`;
  await Promise.all([writeFile(output, `${code}\n//# sourceMappingURL=${mapName}\n`), writeFile(`${output}.map`, map)]);
}

/** Compiles what changed since the last build and drops outputs of deleted sources; returns how many files changed. */
export async function build({ clean = false } = {}) {
  if (clean) await rm(distDir, { recursive: true, force: true });
  const builtAt = await mtime(stampFile);
  const settingsChanged = builtAt === undefined || (await Promise.all(settingsFiles.map((file) => mtime(join(root, file))))).some((time) => time > builtAt);
  const sources = [...(await Promise.all(sourceRoots.map((dir) => listSources(dir)))).flat(), ...sourceFiles];
  const stale = [];
  await Promise.all(
    sources.map(async (source) => {
      const outputTime = settingsChanged ? undefined : await mtime(outputOf(source));
      if (outputTime === undefined || (await mtime(join(root, source))) > outputTime) stale.push(source);
    }),
  );
  const removed = await removeOrphans(sources);
  if (stale.length === 0) return removed;

  const swc = require('@swc/core');
  const { compilerOptions } = require(join(root, 'tsconfig.base.json'));
  const base = require(join(root, 'swc.config.js'));
  // Separate .map files instead of the inline maps of development: smaller files to load.
  const options = { ...base, sourceMaps: true, jsc: { ...base.jsc, baseUrl: root, paths: compilerOptions.paths } };
  if (settingsChanged) await rm(stampFile, { force: true });
  await Promise.all(stale.map((source) => compile(swc, options, source)));
  await writeFile(stampFile, `${new Date().toISOString()}\n`);
  return stale.length + removed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const compiled = await build({ clean: process.argv.includes('--clean') });
  // Silent when there was nothing to do: `npm run rebuild` builds first and prints its own output.
  if (compiled > 0) console.log(`build: updated ${compiled} files in dist/ in ${Date.now() - started} ms`);
}
