import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { CENSUS_SCHEMAS, PERFORMANCE_DATA_SCHEMAS, TRACKER_EVENT_SCHEMAS, censusSchemaDocument, schemaLabel, type CensusEndpointName, type SchemaRef } from '@mercato/census/domain';

type Schema = Record<string, unknown>;

/** Every census schema document by the file name its siblings' `$ref`s use. */
const DOCUMENTS: Record<string, unknown> = {
  'common.v1.json': censusSchemaDocument('common'),
  ...Object.fromEntries(Object.values(CENSUS_SCHEMAS).map((schema) => [`${schemaLabel(schema)}.json`, censusSchemaDocument(schema)])),
};

/** What a `$ref` such as `common.v1.json#/definitions/id` or `widget.v1.json` points at. */
function resolveRef(ref: string): unknown {
  const [file = '', pointer = ''] = ref.split('#');
  const target = pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], DOCUMENTS[file]);
  if (target === undefined) throw new Error(`census schema $ref ${ref} points at nothing`);
  return target;
}
const mapValues = (record: unknown, change: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record as Record<string, unknown>).map(([key, value]) => [key, change(value)]));

/**
 * A census JSON schema (draft-07) as OpenAPI 3.0 takes it: `$ref`s inlined, `const` as a
 * one-value enum, a list of types as `anyOf`, no `$schema`/`$id`.
 */
function openApiSchema(node: unknown): Schema {
  const source = node as Schema;
  if (typeof source.$ref === 'string') return openApiSchema(resolveRef(source.$ref));
  const schema: Schema = {};
  for (const [keyword, value] of Object.entries(source)) {
    if (keyword === '$schema' || keyword === '$id') continue;
    else if (keyword === 'properties' || keyword === 'definitions') schema[keyword] = mapValues(value, openApiSchema);
    else if (keyword === 'items' || keyword === 'not' || (keyword === 'additionalProperties' && typeof value === 'object')) schema[keyword] = openApiSchema(value);
    else if (keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf') schema[keyword] = (value as unknown[]).map(openApiSchema);
    else if (keyword === 'const') schema.enum = [value];
    else if (keyword === 'type' && Array.isArray(value)) schema.anyOf = value.map((type) => ({ type }));
    else schema[keyword] = value;
  }
  return schema;
}

const recordSchema = (schema: SchemaRef) => openApiSchema(censusSchemaDocument(schema));

/** A performance record: the envelope with its `data` in the schema of its `event`. */
function performanceRecordSchema(): Schema {
  const envelope = recordSchema(CENSUS_SCHEMAS.performanceRecord);
  return {
    description: envelope.description,
    oneOf: Object.entries(PERFORMANCE_DATA_SCHEMAS).map(([event, data]) => ({
      ...envelope,
      properties: { ...(envelope.properties as Schema), event: { enum: [event] }, data: recordSchema(data) },
    })),
  };
}

/** The quick view's item comes from its path: an `itemId` in the body is replaced by it. */
function quickViewSchema(): Schema {
  const widget = recordSchema(CENSUS_SCHEMAS.widget);
  const { itemId: _fromPath, ...properties } = widget.properties as Schema;
  return { ...widget, properties };
}

const trackerEventSchema: Schema = {
  type: 'object',
  required: ['eventSchemaName', 'eventContent'],
  properties: {
    eventSchemaName: { type: 'string', enum: Object.keys(TRACKER_EVENT_SCHEMAS) },
    eventContent: { type: 'string', description: "A JSON object in the schema the name gives (tracker-event.v1, or purchase.v1 for 'purchase')." },
  },
};

/** Beacons send JSON as text/plain; the widget calls and the tracker may also send a form. */
const JSON_BODIES = ['application/json', 'text/plain'];
const FORM_BODIES = [...JSON_BODIES, 'application/x-www-form-urlencoded'];

const BODIES: Record<CensusEndpointName, { schema: Schema; types: string[] }> = {
  recordHit: { schema: { ...recordSchema(CENSUS_SCHEMAS.hit), description: 'Also form-encoded, with `data` as a JSON string.' }, types: JSON_BODIES },
  buttonClick: { schema: recordSchema(CENSUS_SCHEMAS.widget), types: FORM_BODIES },
  buttonRender: { schema: recordSchema(CENSUS_SCHEMAS.widget), types: FORM_BODIES },
  formRender: { schema: recordSchema(CENSUS_SCHEMAS.formRender), types: FORM_BODIES },
  overlay: { schema: recordSchema(CENSUS_SCHEMAS.widget), types: FORM_BODIES },
  quickView: { schema: quickViewSchema(), types: FORM_BODIES },
  legacyEvent: { schema: { ...recordSchema(CENSUS_SCHEMAS.legacyEvent), description: 'Also form-encoded, with `data` as a JSON string.' }, types: JSON_BODIES },
  trackerEvent: { schema: trackerEventSchema, types: FORM_BODIES },
  performanceRecords: { schema: { type: 'array', minItems: 1, items: performanceRecordSchema() }, types: JSON_BODIES },
  javascriptErrors: { schema: { type: 'array', minItems: 1, items: recordSchema(CENSUS_SCHEMAS.jsError) }, types: JSON_BODIES },
};

/** Documents the body a census endpoint reads: its records' schema, in the content types it parses. */
export function CensusBody(name: CensusEndpointName): MethodDecorator {
  const { schema, types } = BODIES[name];
  return applyDecorators(ApiConsumes(...types), ApiBody({ required: true, schema }));
}

/** The validate mode's body: the event content, a JSON object in the schema its path names. */
export function TrackerEventContentBody(): MethodDecorator {
  return applyDecorators(ApiConsumes(...JSON_BODIES), ApiBody({ required: true, schema: { type: 'object', description: 'The event content, checked against the schema named in the path.' } }));
}
