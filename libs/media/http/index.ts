export * from './media.controller';
export * from './media.module';
export * from './media.parts';
export * from './owner-media.controller';
