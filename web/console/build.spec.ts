import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConsoleClient } from './build';
import { consoleHtml } from './src/server/shell';

describe('buildConsoleClient', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'console-build-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes a hashed, minified production script and its stylesheet, with source maps', async () => {
    const { scriptFile, styleFile } = await buildConsoleClient(outDir);
    expect(scriptFile).toMatch(/^console-[A-Z0-9]+\.js$/);
    expect(styleFile).toMatch(/^console-[A-Z0-9]+\.css$/);

    const script = await readFile(join(outDir, scriptFile), 'utf8');
    // NODE_ENV inlined as "production" lets the minifier drop React's development code paths.
    expect(script).not.toContain('process.env.NODE_ENV');
    expect(script.length).toBeLessThan(450_000);
    expect(script).toContain(`//# sourceMappingURL=${scriptFile}.map`);
    expect(await readFile(join(outDir, styleFile), 'utf8')).toContain('.field-error');

    const sourceMap = JSON.parse(await readFile(join(outDir, `${scriptFile}.map`), 'utf8')) as { sources: string[] };
    expect(sourceMap.sources.some((source) => source.endsWith('web/console/src/client/entry.tsx'))).toBe(true);
    expect(sourceMap.sources.some((source) => source.endsWith('libs/spec/src/rules/store-url-id.ts'))).toBe(true);
  }, 30_000);
});

describe('consoleHtml', () => {
  it('names the bundles and the root the script mounts on, escaping the URLs', () => {
    const html = consoleHtml({ scriptUrl: '/assets/console/console-A.js', styleUrl: '/assets/console/console-"B".css' });
    expect(html).toContain('<script type="module" src="/assets/console/console-A.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/console/console-&quot;B&quot;.css">');
    expect(html).toContain('<div id="console-root">');
  });
});
