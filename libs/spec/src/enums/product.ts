import { type ValueOf } from './value-of';

/** Spec §3 "Product type". */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductType = ValueOf<typeof ProductType>;
