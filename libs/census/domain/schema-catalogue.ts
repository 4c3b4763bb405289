import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import common from '../schemas/common.v1.json';
import formRender from '../schemas/form-render.v1.json';
import hit from '../schemas/hit.v1.json';
import imageMetrics from '../schemas/image-metrics.v1.json';
import jsError from '../schemas/js-error.v1.json';
import legacyEvent from '../schemas/legacy-event.v1.json';
import pageSpeed from '../schemas/page-speed.v1.json';
import performanceRecord from '../schemas/performance-record.v1.json';
import orderConfirmation from '../schemas/order-confirmation.v1.json';
import purchase from '../schemas/purchase.v1.json';
import trackerEvent from '../schemas/tracker-event.v1.json';
import userTiming from '../schemas/user-timing.v1.json';
import widget from '../schemas/widget.v1.json';

/** A versioned schema of libs/census/schemas: the file is `<name>.v<version>.json`. */
export interface SchemaRef {
  readonly name: string;
  readonly version: number;
}

/** Every schema a census record is checked against. */
export const CENSUS_SCHEMAS = {
  hit: { name: 'hit', version: 1 },
  widget: { name: 'widget', version: 1 },
  formRender: { name: 'form-render', version: 1 },
  legacyEvent: { name: 'legacy-event', version: 1 },
  trackerEvent: { name: 'tracker-event', version: 1 },
  purchase: { name: 'purchase', version: 1 },
  orderConfirmation: { name: 'order-confirmation', version: 1 },
  performanceRecord: { name: 'performance-record', version: 1 },
  pageSpeed: { name: 'page-speed', version: 1 },
  imageMetrics: { name: 'image-metrics', version: 1 },
  userTiming: { name: 'user-timing', version: 1 },
  jsError: { name: 'js-error', version: 1 },
} as const satisfies Record<string, SchemaRef>;

/** `hit.v1`: how a schema is named in the `schema` header and in reasons. */
export function schemaLabel(schema: SchemaRef): string {
  return `${schema.name}.v${schema.version}`;
}

const documents: Record<string, object> = {
  'hit.v1': hit,
  'widget.v1': widget,
  'form-render.v1': formRender,
  'legacy-event.v1': legacyEvent,
  'tracker-event.v1': trackerEvent,
  'purchase.v1': purchase,
  'order-confirmation.v1': orderConfirmation,
  'performance-record.v1': performanceRecord,
  'page-speed.v1': pageSpeed,
  'image-metrics.v1': imageMetrics,
  'user-timing.v1': userTiming,
  'js-error.v1': jsError,
};

/** The JSON schema document of `schema`, and the shared definitions its `$ref`s point into. */
export function censusSchemaDocument(schema: SchemaRef | 'common'): object {
  if (schema === 'common') return common;
  const document = documents[schemaLabel(schema)];
  if (!document) throw new Error(`No census schema ${schemaLabel(schema)}`);
  return document;
}

// Compiled once at load: validation is then a plain function call per record.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, schemas: [common, ...Object.values(documents)] });
const validators = new Map<string, ValidateFunction>(
  Object.entries(documents).map(([label, document]) => [label, ajv.getSchema((document as { $id: string }).$id)!]),
);

/** At most this many reasons are reported for one record. */
const MAX_REASONS = 10;

export type Validation = { readonly valid: true } | { readonly valid: false; readonly reasons: readonly string[] };

/**
 * Checks `value` against a schema. Reasons name the field as a dotted path from the record
 * (`data.viewportInnerWidth: must be integer`), prefixed with `at` when the value sits inside one.
 */
export function validateAgainst(schema: SchemaRef, value: unknown, at = ''): Validation {
  const validate = validators.get(schemaLabel(schema));
  if (!validate) throw new Error(`No census schema ${schemaLabel(schema)}`);
  if (validate(value)) return { valid: true };
  const reasons = [...new Set((validate.errors ?? []).map((error) => describeError(error, at)))];
  return { valid: false, reasons: reasons.slice(0, MAX_REASONS) };
}

function describeError(error: ErrorObject, at: string): string {
  const params = error.params as Record<string, unknown>;
  const path = (...extra: unknown[]): string => {
    const segments = [
      ...(at ? [at] : []),
      ...error.instancePath
        .split('/')
        .slice(1)
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')),
      ...extra.map(String),
    ];
    return segments.length > 0 ? segments.join('.') : '(record)';
  };
  switch (error.keyword) {
    case 'required':
      return `${path(params.missingProperty)}: is required`;
    case 'enum':
      return `${path()}: must be one of ${(params.allowedValues as unknown[]).map((allowed) => JSON.stringify(allowed)).join(', ')}`;
    case 'const':
      return `${path()}: must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${path()}: ${error.message ?? 'is invalid'}`;
  }
}
