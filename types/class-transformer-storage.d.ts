// class-transformer ships types for its metadata storage but maps no module path to them.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
