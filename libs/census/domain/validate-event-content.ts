import { parseJsonObject, trackerEventSchema } from './census-endpoints';
import { validateAgainst, type SchemaRef } from './schema-catalogue';

export type ContentCheck =
  | { readonly outcome: 'valid'; readonly schema: SchemaRef }
  | { readonly outcome: 'unknown-schema' }
  | { readonly outcome: 'invalid'; readonly schema: SchemaRef; readonly reasons: readonly string[] };

/**
 * Spec §7 validate mode of the newer tracker: checks an event's content against the schema its
 * name picks, and says what is wrong. The body is the content itself, or the same envelope
 * `{eventSchemaName, eventContent}` the events endpoint takes.
 */
export function checkTrackerEventContent(schemaName: string, body: string | undefined): ContentCheck {
  const schema = trackerEventSchema(schemaName);
  if (!schema) return { outcome: 'unknown-schema' };
  const parsed = body ? parseJsonObject(body) : undefined;
  if (!parsed) return { outcome: 'invalid', schema, reasons: ['(content): must be a JSON object'] };
  const content = typeof parsed.eventContent === 'string' ? parseJsonObject(parsed.eventContent) : parsed;
  if (!content) return { outcome: 'invalid', schema, reasons: ['eventContent: must be a JSON object in a string'] };
  const validation = validateAgainst(schema, content);
  return validation.valid ? { outcome: 'valid', schema } : { outcome: 'invalid', schema, reasons: validation.reasons };
}
