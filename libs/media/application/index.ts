export * from './asset-rows';
export * from './galleries';
export * from './media-assets';
export * from './media-config';
export * from './media-ports';
