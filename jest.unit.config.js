// Unit specs: pure functions and components; no database, no broker.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'unit',
  testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/libs/**/*.spec.tsx', '<rootDir>/web/**/*.spec.ts', '<rootDir>/web/**/*.spec.tsx', '<rootDir>/services/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts', '<rootDir>/tests/lint/**/*.spec.ts'],
};
