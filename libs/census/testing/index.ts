// Test support for census: typed example records, the topics as a consumer reads them, the counters.
export * from './census-fixtures';
export * from './census-topics';
export * from './census-counters';
