export * from './migrations';
export * from './census-sink.factory';
export * from './kafka-census-sink';
export * from './postgres-census-sink';
export * from './site-hosts.read-model';
export * from './census-outbox';
