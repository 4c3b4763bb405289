export * from './census.module';
export * from './census-bodies';
export * from './census.parts';
export * from './census-site-hosts.module';
export * from './census-outbox.module';
