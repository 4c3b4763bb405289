/** The union of a constant object's values, so `ProductType` names both the table and its codes. */
export type ValueOf<T> = T[keyof T];
