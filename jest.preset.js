// Shared jest settings: SWC transpiles TypeScript (with decorator metadata for NestJS),
// and the tsconfig path aliases resolve to library sources.
const { compilerOptions } = require('./tsconfig.base.json');

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
