import { recordKey, visitorIdFromCookieValue, visitorIdOf } from './record-key';

describe('record keys', () => {
  it('reads the visitor id out of a visitor cookie value and passes other ids through', () => {
    expect(visitorIdFromCookieValue('0f8e6a4c-1b2d-4e3f-9a8b-7c6d5e4f3a2b|1700000000000|1700000000000|1700000500000|2')).toBe('0f8e6a4c-1b2d-4e3f-9a8b-7c6d5e4f3a2b');
    expect(visitorIdFromCookieValue('analytics-7')).toBe('analytics-7');
    expect(visitorIdFromCookieValue(42)).toBeUndefined();
  });

  it('takes the first non-blank candidate, cut to 128 characters', () => {
    expect(visitorIdOf([undefined, '', '  ', 7, 'visitor-1', 'session-1'])).toBe('visitor-1');
    expect(visitorIdOf(['x'.repeat(300)])).toHaveLength(128);
    expect(visitorIdOf([undefined, ''])).toBeUndefined();
  });

  it('keys by site and visitor, or by the record itself when it names no visitor', () => {
    expect(recordKey('site-1', 'visitor-1', 'record-1')).toBe('site-1:visitor-1');
    expect(recordKey('site-1', undefined, 'record-1')).toBe('site-1:record-1');
  });
});
