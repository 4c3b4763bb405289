// Read with the rest of the configuration (RuntimeConfig.census, @mercato/runtime).
export type { CensusSettings as CensusConfig } from '@mercato/runtime';
