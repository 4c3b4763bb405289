import { readFileSync } from 'node:fs';
import { ANSWER_SCHEMAS_FILE, generateAnswerSchemas } from './gen-answer-schemas';

describe('the answer schemas of the OpenAPI document', () => {
  it('are those of the handlers’ return types as they are now (else run scripts/gen-answer-schemas.ts)', () => {
    expect(generateAnswerSchemas()).toEqual(JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')));
  }, 180_000);
});
