// @mercato/spec: the product spec's vocabulary and pure rules, shared by the storefront and the services.
export * from './enums/value-of';
export * from './enums/product';
export * from './enums/roles';
export * from './money/currencies';
export * from './money/format-money';
export * from './messages/display';
export * from './messages/list-phrase';
export * from './messages/add-to-cart';
export * from './messages/cart-badge';
export * from './rules/product-display';
export * from './rules/quantity';
export * from './rules/store-url-id';
