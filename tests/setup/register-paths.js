// Jest runs global setup outside its module system, where moduleNameMapper does not apply:
// resolve the tsconfig path aliases here instead.
const { join } = require('node:path');
const { compilerOptions } = require('../../tsconfig.base.json');
require('tsconfig-paths').register({ baseUrl: join(__dirname, '..', '..'), paths: compilerOptions.paths });
