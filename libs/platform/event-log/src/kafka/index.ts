export * from './kafka-connection';
export * from './topic-naming';
export * from './ensure-topics';
export * from './kafka-record';
export * from './kafka-event-publisher';
export * from './kafka-event-log';
export * from './murmur2-partitioner';
