import { CENSUS_SCHEMAS } from './schema-catalogue';
import { serverCensusMessage, type ServerCensusRecord } from './server-record';

const money = { value: 2500, currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' };
const record: ServerCensusRecord = {
  recordId: '0b7e3c1a-5a43-4f1e-9d4e-1c2b3a4d5e6f',
  websiteId: 'site-1',
  source: 'orders',
  event: 'purchase',
  schema: CENSUS_SCHEMAS.orderConfirmation,
  payload: { id: '0b7e3c1a-5a43-4f1e-9d4e-1c2b3a4d5e6f', purchasedCartId: 'cart-1', testMode: true, websiteId: 'site-1', items: [{ sku: 'SKU-1', productName: 'Teapot', quantity: 1, unitPrice: money }], grandTotal: money, shippingTotal: { value: 0, currency: 'USD' }, taxTotal: { decimalValue: '0.00', currencyCode: 'USD' } },
  occurredAt: '2026-11-25T12:00:00.000Z',
};

describe('server census records', () => {
  it('become a census.events.v1 message keyed by site and record id, with the record id and schema headers', () => {
    const message = serverCensusMessage(record);
    expect(message).toMatchObject({ topic: 'census.events.v1', key: `site-1:${record.recordId}`, good: true, records: 1 });
    expect(message.headers).toEqual({ 'record-id': record.recordId, schema: 'order-confirmation.v1', 'received-at': record.occurredAt });
    expect(JSON.parse(message.value)).toEqual({
      recordId: record.recordId, receivedAt: record.occurredAt, schema: 'order-confirmation', schemaVersion: 1, endpoint: 'server:orders',
      websiteId: 'site-1', visitorId: '', event: 'purchase', payload: record.payload, client: { truncatedIp: '', userAgent: '', bot: false },
    });
  });

  it('are refused when the payload lacks a field of spec §3 order confirmation or money in neither form', () => {
    const { taxTotal: _taxTotal, ...withoutTax } = record.payload;
    expect(() => serverCensusMessage({ ...record, payload: withoutTax })).toThrow('taxTotal: is required');
    expect(() => serverCensusMessage({ ...record, payload: { ...record.payload, grandTotal: { value: 2500 } } })).toThrow('order-confirmation.v1');
  });
});
