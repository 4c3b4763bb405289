// altcha-lib names its CommonJS types only through "exports", which the CommonJS resolver used
// here does not read.
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}
declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/pbkdf2';
}
declare module 'altcha-lib/frameworks/shared' {
  export * from 'altcha-lib/dist/cjs/v2/frameworks/shared';
}
