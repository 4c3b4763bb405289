import { withoutNul } from './postgres-census-sink';

describe('withoutNul (jsonb cannot store \\u0000)', () => {
  it('replaces a NUL character in a JSON string with U+FFFD, so the record can be stored', () => {
    const json = JSON.stringify({ title: 'a\u0000b' });
    expect(JSON.parse(withoutNul(json))).toEqual({ title: 'a\ufffdb' });
  });

  it('leaves an escaped backslash followed by the text "u0000" as it was', () => {
    const json = JSON.stringify({ path: 'C:\\u0000', both: '\\\u0000' });
    expect(JSON.parse(withoutNul(json))).toEqual({ path: 'C:\\u0000', both: '\\\ufffd' });
  });
});
