export * from './event-log.port';
export * from './postgres/checkpoint-store';
export * from './postgres/postgres-event-log';
export * from './projections/projection';
export * from './projections/projection-runner';
export * from './projections/rebuild';
export * from './forwarder';
export * from './kafka';
