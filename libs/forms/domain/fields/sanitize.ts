import type { FieldValue } from './form-field';

/** Elements whose content is code or markup, never text a visitor typed: dropped whole. */
const ACTIVE_ELEMENTS = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
/** A tag: `<` then a letter, `/` or `!` up to the next `>` (or the end, for a tag left open). */
const TAGS = /<[a-zA-Z/!?][^>]*(>|$)/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * A submitted text with all markup taken out: no element, attribute or comment survives, so a
 * value is safe in any HTML (an owner's email, the console) as well as in text. "a < b" stays.
 * Repeated until stable, so markup split around a removed tag cannot reassemble.
 */
export function stripMarkup(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(COMMENTS, '').replace(ACTIVE_ELEMENTS, '').replace(TAGS, '').replace(CONTROL_CHARACTERS, '');
    if (next === current) return next;
    current = next;
  }
}

/** Every string of a value, list part, likert question and answer with its markup stripped. */
export function sanitizeFieldValue(value: FieldValue): FieldValue {
  if (typeof value === 'string') return stripMarkup(value);
  if (Array.isArray(value)) return value.map(stripMarkup);
  return Object.fromEntries(Object.entries(value).map(([question, answer]) => [stripMarkup(question), stripMarkup(answer)]));
}
