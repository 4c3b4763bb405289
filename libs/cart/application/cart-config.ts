import type { CartSettings } from '@mercato/runtime';

/** Cart settings: read with the rest of the configuration (RuntimeConfig.cart). */
export type CartConfig = CartSettings;

export const CART_CONFIG = Symbol('CartConfig');
