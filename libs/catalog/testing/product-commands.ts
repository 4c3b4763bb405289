import { ProductType } from '@mercato/spec';
import type { CreateProduct } from '../domain';

/**
 * A CreateProduct command for tests and benchmarks: a plain physical product in USD with no options,
 * subscription, images or custom button; callers give what their case is about.
 */
export function createProductCommand(fields: Pick<CreateProduct, 'websiteId' | 'collectionId' | 'itemId' | 'title' | 'urlId' | 'variants'> & Partial<CreateProduct>): CreateProduct {
  return {
    type: 'CreateProduct',
    description: '',
    productType: ProductType.PHYSICAL,
    currency: 'USD',
    variantOptionOrdering: [],
    isSubscribable: false,
    additionalFieldsFormId: '',
    useCustomAddButtonText: false,
    customAddButtonText: '',
    images: [],
    ...fields,
  };
}
