// @mercato/spec: the product spec's vocabulary and pure rules, shared by the storefront and the services.
// No I/O here: every export is a constant, a type or a pure function.

// Enumerations and codes (spec §2, §3)
export * from './enums/value-of';
export * from './enums/pages';
export * from './enums/product';
export * from './enums/roles';
export * from './enums/content';
export * from './enums/site';
export * from './enums/tracking';
export * from './enums/blocks';
export * from './enums/forms';

// Currencies and money (spec §3, §9)
export * from './money/currencies';
export * from './money/format-money';
export * from './money/decimal-value';

// Visitor-facing messages (spec §4, §5, §8)
export * from './messages/display';
export * from './messages/list-phrase';
export * from './messages/add-to-cart';
export * from './messages/cart';
export * from './messages/checkout';
export * from './messages/cart-badge';
export * from './messages/gift-cards';
export * from './messages/forms';
export * from './messages/restock';
export * from './messages/infrastructure';
export * from './messages/interface';
export * from './messages/plural';

// Pure rules (spec §4, §5, §6, §9)
export * from './rules/product-display';
export * from './rules/quantity';
export * from './rules/instalments';
export * from './rules/subscriptions';
export * from './rules/store-url-id';
export * from './rules/store-setup';
export * from './rules/store-settings';
export * from './rules/storefront-integrations';
export * from './rules/site-settings';
export * from './rules/experiments';
export * from './rules/email';
export * from './rules/content';
export * from './rules/file-size';
export * from './rules/images';
export * from './rules/image-tag';
export * from './rules/gallery';
export * from './rules/colour/parse-colour';
export * from './rules/colour/named-colours';
export * from './rules/layout';
export * from './rules/analytics';
export * from './rules/conversion-cookies';

// Tracking payloads and endpoints (spec §7)
export * from './tracking/payloads';
export * from './tracking/endpoints';
export * from './tracking/cookie-header';

// Dates (spec §8, §9)
export * from './dates/calendar';
export * from './dates/time-zones';
export * from './dates/julian-day';

// Routes, limits and query parsing (spec §2, §9)
export * from './routes';
export * from './limits';
export * from './query/parse-query';
export * from './rules/site-users';
export * from './rules/courses';
export * from './rules/lock-screens';
export * from './rules/merchandising';
export * from './messages/instalments';
export * from './tracking/social-pixel';
