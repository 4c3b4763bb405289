import { FolderBehavior } from '../enums/content';
import { areCommentsShown, isExperimentCounted, isFolderClickable, isUsTerritory } from './content';
import { isValidEmail } from './email';
import { formatFileSize } from './file-size';

describe('isValidEmail (spec §5, §9)', () => {
  it.each<[unknown, boolean]>([
    ['user@example.com', true],
    ['a@b.c', true],
    ['user@example', false],
    ['userexample.com', false],
    ['us er@example.com', false],
    ['@example.com', false],
    ['', false],
    ['a@', false],
    [`${'a'.repeat(244)}@example.com`, true],
    [`${'a'.repeat(245)}@example.com`, false],
    [42, false],
    [undefined, false],
  ])('%j is valid: %s', (value, expected) => expect(isValidEmail(value)).toBe(expected));
});

describe('formatFileSize (spec §9)', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
    [1_000_000, '976.56 KB'],
  ])('%i bytes show as %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it.each([-1, Number.NaN])('rejects %s', (bytes) => expect(() => formatFileSize(bytes)).toThrow(RangeError));
});

describe('comments and folders (spec §4)', () => {
  it.each([
    [1, 0, true, true],
    [0, 3, true, true],
    [0, 0, true, false],
    [2, 0, true, false],
    [1, 5, false, false],
  ])('commentState %i with %i public comments, site comments %s: shown %s', (commentState, publicCommentCount, enabled, shown) => {
    expect(areCommentsShown({ commentState, publicCommentCount }, enabled)).toBe(shown);
  });

  it.each([
    [FolderBehavior.INDEX, true],
    [FolderBehavior.REDIRECT, true],
    [FolderBehavior.VARIATION, true],
    [FolderBehavior.NONE, false],
  ])('folder behaviour %i clickable: %s', (behavior, clickable) => expect(isFolderClickable(behavior)).toBe(clickable));
});

describe('experiments and territories (spec §4, §9)', () => {
  it.each([
    ['ACTIVE', true],
    ['INACTIVE', false],
    ['active', false],
  ])('an experiment %s counts: %s', (status, counted) => {
    expect(isExperimentCounted({ name: 'cart-v2', variant: 'b', status })).toBe(counted);
  });

  it.each([
    ['US', true], ['PR', true], ['gu', true], ['VI', true], ['MP', true], ['AS', true], ['UM', true], ['CA', false], ['MX', false],
  ])('%s is a US territory: %s', (code, expected) => expect(isUsTerritory(code)).toBe(expected));
});
