import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANALYTICS_LIMITS,
  AnalyticsSourceEnvironment,
  ClankerSchemaName,
  IMAGE_LOADERS,
  JavascriptErrorEvent,
  PerformanceRecordEvent,
  TrackingEventType,
} from '@mercato/spec';
import hit from '../schemas/hit.v1.json';
import imageMetricsSchema from '../schemas/image-metrics.v1.json';
import jsError from '../schemas/js-error.v1.json';
import performanceRecordSchema from '../schemas/performance-record.v1.json';
import trackerEvent from '../schemas/tracker-event.v1.json';
import { clankerPayload, imageMetrics, javascriptErrorReport, pageSpeedRecord, pageViewHitData, recordHitForm } from '../testing/census-fixtures';
import { trackerEventSchema } from './census-endpoints';
import { CENSUS_SCHEMAS, schemaLabel, validateAgainst } from './schema-catalogue';

describe('census schemas', () => {
  it('has a versioned file for every schema and a schema for every file', () => {
    const files = readdirSync(join(__dirname, '../schemas')).filter((file) => file !== 'common.v1.json');
    expect(files.sort()).toEqual(Object.values(CENSUS_SCHEMAS).map((schema) => `${schemaLabel(schema)}.json`).sort());
  });

  it('accepts what the storefront trackers send, typed with the @mercato/spec payloads', () => {
    const hitRecord = { ...recordHitForm('site-1'), data: pageViewHitData('site-1') };
    expect(validateAgainst(CENSUS_SCHEMAS.hit, hitRecord)).toEqual({ valid: true });
    expect(validateAgainst(CENSUS_SCHEMAS.trackerEvent, clankerPayload('site-1'))).toEqual({ valid: true });
    expect(validateAgainst(CENSUS_SCHEMAS.performanceRecord, pageSpeedRecord('site-1'))).toEqual({ valid: true });
    expect(validateAgainst(CENSUS_SCHEMAS.pageSpeed, pageSpeedRecord('site-1').data)).toEqual({ valid: true });
    expect(validateAgainst(CENSUS_SCHEMAS.imageMetrics, imageMetrics())).toEqual({ valid: true });
    expect(validateAgainst(CENSUS_SCHEMAS.jsError, javascriptErrorReport())).toEqual({ valid: true });
  });

  it("accepts the storefront's purchase event (its fields typed by @mercato/spec) and refuses one without items", () => {
    const purchase = clankerPayload('site-1', {
      custom_schema_name: ClankerSchemaName.PURCHASE,
      transaction_id: 'order-1',
      value: 104.1,
      currency: 'USD',
      shipping: 15,
      tax: 8.1,
      items: [{ sku: 'SHIRT-M-BLUE', productName: 'Linen Shirt', quantity: 2, unitPrice: 45 }],
    });
    expect(validateAgainst(CENSUS_SCHEMAS.purchase, purchase)).toEqual({ valid: true });
    const { items: _items, ...withoutItems } = purchase;
    expect(validateAgainst(CENSUS_SCHEMAS.purchase, withoutItems)).toMatchObject({ valid: false });
  });

  it('says what is wrong as a dotted field path and a short message', () => {
    const record = { ...recordHitForm('site-1'), data: { ...pageViewHitData('site-1'), viewportInnerWidth: 'wide' } };
    expect(validateAgainst(CENSUS_SCHEMAS.hit, record)).toEqual({ valid: false, reasons: ['data.viewportInnerWidth: must be integer'] });
    const { url: _url, ...withoutUrl } = pageViewHitData('site-1');
    expect(validateAgainst(CENSUS_SCHEMAS.hit, { event: '99', data: withoutUrl })).toEqual({
      valid: false,
      reasons: ['event: must be one of "1", "2", "10", "20", "21"', 'data.url: is required'],
    });
    expect(validateAgainst(CENSUS_SCHEMAS.imageMetrics, { ...imageMetrics(), loaderType: 'cdn' }, 'data')).toEqual({
      valid: false,
      reasons: ['data.loaderType: must be one of "sqs", "raw"'],
    });
    expect(validateAgainst(CENSUS_SCHEMAS.performanceRecord, { ...pageSpeedRecord('site-1'), raw: false })).toEqual({ valid: false, reasons: ['raw: must be true'] });
  });

  it('reports at most ten reasons for one record', () => {
    const validation = validateAgainst(CENSUS_SCHEMAS.trackerEvent, {});
    expect(validation.valid).toBe(false);
    expect(!validation.valid && validation.reasons).toHaveLength(10);
  });

  it('allows the fields an event adds to the newer tracker payload, but checks the purchase fields', () => {
    expect(validateAgainst(CENSUS_SCHEMAS.trackerEvent, { ...clankerPayload('site-1'), product_sku: 'SKU-1' })).toEqual({ valid: true });
    const purchase = { ...clankerPayload('site-1'), transaction_id: 'order-1', value: 12.5, items: [{ sku: 'SKU-1', quantity: 0 }] };
    expect(validateAgainst(CENSUS_SCHEMAS.purchase, purchase)).toEqual({ valid: false, reasons: ['items.0.quantity: must be >= 1'] });
  });

  it('picks the newer tracker schema by eventSchemaName: every storefront name has one, unknown names none', () => {
    for (const name of Object.values(ClankerSchemaName).filter((name) => name !== ClankerSchemaName.PURCHASE)) expect(trackerEventSchema(name)).toEqual(CENSUS_SCHEMAS.trackerEvent);
    expect(trackerEventSchema(ClankerSchemaName.PURCHASE)).toEqual(CENSUS_SCHEMAS.purchase);
    expect(trackerEventSchema('no_such_event')).toBeUndefined();
    expect(trackerEventSchema('toString')).toBeUndefined();
  });

  it('lists the same enumerations and limits as @mercato/spec', () => {
    expect(hit.properties.event.enum).toEqual(Object.values(TrackingEventType).map(String));
    expect(trackerEvent.properties.source_environment.enum).toEqual(Object.values(AnalyticsSourceEnvironment));
    expect(performanceRecordSchema.properties.event.enum).toEqual(Object.values(PerformanceRecordEvent));
    expect(imageMetricsSchema.properties.loaderType.enum).toEqual([...IMAGE_LOADERS]);
    expect(jsError.properties.event.enum).toEqual(Object.values(JavascriptErrorEvent));
    expect(jsError.properties.data.properties.stack.maxLength).toBe(ANALYTICS_LIMITS.stackTraceMaxLength);
  });
});
