// The altcha widget names its types only through "exports"; the storefront imports it for its side
// effect (registering <altcha-widget>) and needs none of them.
declare module 'altcha';
