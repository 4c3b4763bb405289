import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
// Generated from the handlers' return types by scripts/gen-answer-schemas.ts: a unit spec fails while it is stale.
// Not named answer-schemas.json: Node's require would resolve './answer-schemas' to it before this file under the TypeScript register hook.
import generated from './generated-answer-schemas.json';

interface AnswerSchemas {
  /** `Controller.method` -> its answer's schema; null when it answers no body; absent when its type says nothing. */
  readonly answers: Readonly<Record<string, SchemaObject | null>>;
  /** The named schemas (view types) the answers refer to, as OpenAPI components. */
  readonly schemas: Readonly<Record<string, SchemaObject>>;
}

const ANSWER_SCHEMAS = generated as unknown as AnswerSchemas;

/** The schema of the JSON a handler answers, from its return type; undefined when it answers no JSON body. */
export function answerSchema(controller: string, method: string): SchemaObject | undefined {
  return ANSWER_SCHEMAS.answers[`${controller}.${method}`] ?? undefined;
}

/** The view schemas `document` refers to (and those they refer to), to add to its components. */
export function referencedAnswerSchemas(document: unknown): Record<string, SchemaObject> {
  const found: Record<string, SchemaObject> = {};
  const pending = [document];
  while (pending.length) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const schema = name ? ANSWER_SCHEMAS.schemas[name] : undefined;
      if (!schema || found[name!]) continue;
      found[name!] = schema;
      pending.push(schema);
    }
  }
  return found;
}
