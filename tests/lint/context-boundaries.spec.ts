import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The ESLint rule of eslint.config.mjs that keeps contexts apart: a context imports another only
 * through its events, its domain or its published ports. Each case lints one line as if it were
 * a file at that path, with the repository's own configuration.
 */
const repoRoot = join(__dirname, '..', '..');

interface Case {
  readonly filePath: string;
  readonly code: string;
}

/** `no-restricted-imports` messages per case, from one ESLint run in a child process (the config is ESM). */
function boundaryMessages(cases: readonly Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: repoRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const REFUSAL = 'A context never imports another context’s application, http, projections, infrastructure or read-model: use its events or its published ports.';

const refused: Case[] = [
  { filePath: 'libs/sites/application/fixture.ts', code: "export * from '@mercato/catalog/application';\n" },
  { filePath: 'libs/sites/http/fixture.ts', code: "export * from '@mercato/catalog/http';\n" },
  { filePath: 'libs/catalog/projections/fixture.ts', code: "export * from '@mercato/sites/projections';\n" },
  { filePath: 'libs/census/http/fixture.ts', code: "export * from '@mercato/catalog/infrastructure';\n" },
  { filePath: 'libs/catalog/application/fixture.ts', code: "export * from '@mercato/accounts/application/login-throttle';\n" },
  { filePath: 'libs/sites/http/fixture.ts', code: "export * from '../../catalog/http/catalog.module';\n" },
  { filePath: 'libs/sites/domain/fixture.ts', code: "export * from '@mercato/accounts/infrastructure';\n" },
  // A context depends on SITE_DIRECTORY, not on the local copy a service may mount to answer it.
  { filePath: 'libs/catalog/http/fixture.ts', code: "export * from '@mercato/sites/read-model';\n" },
];

const allowed: Case[] = [
  { filePath: 'libs/catalog/http/fixture.ts', code: "export * from '@mercato/catalog/projections';\n" },
  { filePath: 'libs/catalog/application/fixture.ts', code: "export * from '@mercato/sites/ports';\n" },
  { filePath: 'libs/catalog/infrastructure/fixture.ts', code: "export * from '@mercato/http';\n" },
  { filePath: 'services/gateway/src/fixture.ts', code: "export * from '@mercato/catalog/http';\n" },
  { filePath: 'services/cart/src/fixture.ts', code: "export * from '@mercato/sites/read-model';\n" },
];

describe('context boundaries (eslint.config.mjs)', () => {
  let refusedMessages: string[][];
  let allowedMessages: string[][];

  beforeAll(() => {
    const messages = boundaryMessages([...refused, ...allowed]);
    refusedMessages = messages.slice(0, refused.length);
    allowedMessages = messages.slice(refused.length);
  }, 60_000);

  it('refuses another context’s application, http, projections, infrastructure and read model, by alias or relative path, from any layer', () => {
    for (const messages of refusedMessages) expect(messages).toContainEqual(expect.stringContaining(REFUSAL));
  });

  it('allows a context its own folders, another context’s published ports and domain, and the platform', () => {
    expect(allowedMessages).toEqual(allowed.map(() => []));
  });
});
