import { sanitizeFieldValue, stripMarkup } from './sanitize';

describe('stripMarkup', () => {
  it.each([
    ['<script>alert(1)</script>hello', 'hello'],
    ['<SCRIPT src=x></SCRIPT>', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['Ann <b>Lee</b>', 'Ann Lee'],
    ['<scr<script>ipt>alert(1)</script>', ''],
    ['<!-- hidden -->text', 'text'],
    ['<style>body{}</style>ok', 'ok'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['unclosed <a href="x"', 'unclosed '],
  ])('%s -> %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
    expect(stripMarkup(input)).not.toMatch(/<[a-z/!]/i);
  });

  it('keeps text that only looks like comparison', () => expect(stripMarkup('a < b and 3 > 2')).toBe('a < b and 3 > 2'));

  it('strips every part of a list and every likert question and answer', () => {
    expect(sanitizeFieldValue(['<i>a</i>', 'b'])).toEqual(['a', 'b']);
    expect(sanitizeFieldValue({ '<b>Fast</b>': '<i>2</i>' })).toEqual({ Fast: '2' });
  });
});
