export * from './filesystem-storage';
export * from './media-tables';
export * from './migrations';
export * from './s3-storage';
export * from './sharp-codec';
export * from './storage-for';
