import { create, isFieldSet, type DescMessage } from '@bufbuild/protobuf';
import {
  BillingPeriodUnit,
  decodeEvent,
  encodeEvent,
  EventDecodeError,
  moneyFromMinorUnits,
  moneyToMinorUnits,
  MoneySchema,
  ProductCreatedSchema,
  ProductType,
  ProductVariantAddedSchema,
  SiteCreatedSchema,
  StockLevelSetSchema,
  topicForEventType,
  UnknownEventTypeError,
  type EventMessage,
} from './index';

/** Encode, then pass through JSON text as the events table and Kafka do. */
function overTheWire(message: EventMessage) {
  const encoded = encodeEvent(message);
  return { ...encoded, data: JSON.parse(JSON.stringify(encoded.data)) as unknown };
}

const productCreated = create(ProductCreatedSchema, {
  websiteId: 'site-1',
  collectionId: 'col-1',
  itemId: 'item-1',
  title: 'Course',
  urlId: 'course',
  description: '<p>Learn</p>',
  productType: ProductType.DIGITAL,
  variantOptionOrdering: ['Size', 'Color'],
  isSubscribable: true,
  subscriptionPlan: { billingPeriod: { value: 2, unit: BillingPeriodUnit.WEEK }, numBillingCycles: 6 },
  digitalPriceMoney: moneyFromMinorUnits(1999, 'USD'),
  digitalSalePriceMoney: moneyFromMinorUnits(1499, 'USD'),
  digitalOnSale: true,
  additionalFieldsFormId: 'form-1',
  useCustomAddButtonText: true,
  customAddButtonText: 'Enrol',
  images: [{ assetUrl: 'https://cdn.example/a.jpg', altText: 'Cover', title: 'Cover image' }],
  currency: 'USD',
});

const siteCreated = create(SiteCreatedSchema, {
  websiteId: 'site-1',
  title: 'Shop',
  hostnames: ['shop.example', 'www.shop.example'],
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  templateId: 'tpl-1',
  locale: 'fr-FR',
  header: { title: 'Shop', tagline: 'Since 1999' },
  footer: { text: '© Shop' },
  navigations: [
    {
      fieldName: 'mainNav',
      title: 'Main',
      items: [{ title: 'Folder', children: [{ collectionId: 'col-1', title: 'Store' }, { externalLink: 'https://x.example', title: 'X' }] }],
    },
  ],
});

describe('encodeEvent / decodeEvent', () => {
  it.each([
    ['ProductCreated', productCreated, ProductCreatedSchema],
    ['SiteCreated', siteCreated, SiteCreatedSchema],
  ] as const)('round-trips a fully populated %s without losing a field', (eventType, message, schema: DescMessage) => {
    // A field added to the proto must be added to the fixture, or this round trip would not cover it.
    expect(schema.fields.filter((field) => !isFieldSet(message, field)).map((field) => field.name)).toEqual([]);
    const { eventType: encodedType, data } = overTheWire(message);
    expect(encodedType).toBe(eventType);
    expect(decodeEvent(eventType, data)).toEqual(message);
  });

  it('round-trips variant attributes and option values', () => {
    const variantAdded = create(ProductVariantAddedSchema, {
      websiteId: 'site-1',
      itemId: 'item-1',
      variantId: 'var-1',
      sku: 'SKU-1',
      priceMoney: moneyFromMinorUnits(2500, 'JPY'),
      attributes: { Size: 'M', Color: 'Red' },
      optionValues: [{ optionName: 'Size', value: 'M' }, { optionName: 'Color', value: 'Red' }],
      qtyInStock: 7,
    });
    const { data } = overTheWire(variantAdded);
    expect(decodeEvent('ProductVariantAdded', data)).toEqual(variantAdded);
  });

  it('writes int64 minor units as JSON strings and reads them back as exact amounts', () => {
    const { data } = overTheWire(productCreated);
    expect(data).toMatchObject({ digitalPriceMoney: { value: '1999', currency: 'USD' } });
    const decoded = decodeEvent('ProductCreated', data);
    expect(moneyToMinorUnits(decoded.digitalSalePriceMoney!)).toBe(1499);
  });

  it('writes JSON field names in lowerCamelCase and enums by name', () => {
    const { data } = overTheWire(productCreated);
    expect(data).toMatchObject({
      websiteId: 'site-1',
      productType: 'PRODUCT_TYPE_DIGITAL',
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'BILLING_PERIOD_UNIT_WEEK' }, numBillingCycles: 6 },
    });
  });

  it('emits fields at their default value so JSON consumers see every field', () => {
    const { data } = overTheWire(create(StockLevelSetSchema, { websiteId: 'site-1', itemId: 'item-1', variantId: 'var-1' }));
    expect(data).toEqual({ websiteId: 'site-1', itemId: 'item-1', variantId: 'var-1', unlimited: false, qtyInStock: 0 });
  });

  it('routes each event to the topic of its context', () => {
    expect(encodeEvent(productCreated).topic).toBe('catalog.events.v1');
    expect(encodeEvent(siteCreated).topic).toBe('sites.events.v1');
  });

  it('ignores fields added by a newer producer', () => {
    const decoded = decodeEvent('StockLevelSet', { websiteId: 'site-1', qtyInStock: 3, warehouseId: 'w-9' });
    expect(decoded.qtyInStock).toBe(3);
  });

  it('rejects an unknown event type with a typed error', () => {
    expect(() => decodeEvent('ProductDeleted', {})).toThrow(UnknownEventTypeError);
    expect(() => topicForEventType('ProductDeleted')).toThrow('Unknown event type "ProductDeleted"');
  });

  it('names the event type when the JSON does not match its message', () => {
    const decode = () => decodeEvent('StockAdjusted', { delta: 'many' });
    expect(decode).toThrow(EventDecodeError);
    expect(decode).toThrow(/^Cannot decode StockAdjusted event: .*delta/);
  });
});

describe('money helpers', () => {
  it('converts between numeric minor units and Money', () => {
    expect(moneyToMinorUnits(moneyFromMinorUnits(123456, 'EUR'))).toBe(123456);
  });

  it('refuses amounts a JS number cannot hold exactly', () => {
    expect(() => moneyFromMinorUnits(19.99, 'USD')).toThrow(RangeError);
    expect(() => moneyToMinorUnits(create(MoneySchema, { value: 2n ** 60n, currency: 'USD' }))).toThrow(RangeError);
  });
});
