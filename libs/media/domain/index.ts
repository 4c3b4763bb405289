export * from './asset';
export * from './color-data';
export * from './gallery';
export * from './upload-rules';
