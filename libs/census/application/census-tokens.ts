/** Nest injection token of the CensusConfig. */
export const CENSUS_CONFIG = Symbol('CENSUS_CONFIG');
