// Shared jest settings: SWC transpiles TypeScript (with decorator metadata for NestJS),
// and the tsconfig path aliases resolve to library sources.
const { compilerOptions } = require('./tsconfig.base.json');

// Tests log at warn unless a developer asks for more (`LOG_LEVEL=info npx jest ...`): an info line
// per request and per projection batch would bury the test output. Workers inherit it.
process.env.LOG_LEVEL ??= 'warn';

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  const from = '^' + alias.replace('/*', '/(.*)') + '$';
  moduleNameMapper[from] = '<rootDir>/' + target.replace('/*', '/$1');
}

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', require('./swc.config.js')] },
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  setupFiles: ['reflect-metadata'],
};
