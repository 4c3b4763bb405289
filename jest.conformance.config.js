// The conformance stage: external test corpora run against our ports (tests/conformance/). Fast,
// no services: today the JSON-T corpus against the mail templates' renderer.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'conformance',
  testMatch: ['<rootDir>/tests/conformance/**/*.conformance-test.ts'],
};
