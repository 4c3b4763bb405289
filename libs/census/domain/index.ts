// Pure census rules: schemas, endpoints, record building, privacy and limits. No I/O.
export * from './census-limits';
export * from './client-ip';
export * from './bot-detection';
export * from './record-key';
export * from './schema-catalogue';
export * from './census-endpoints';
export * from './interpret-submission';
export * from './validate-event-content';
export * from './server-record';
