export * from './census-sink.port';
export * from './census-config';
export * from './census-tokens';
export * from './delivery-queue';
export * from './census-metrics';
export * from './census-ingestion';
