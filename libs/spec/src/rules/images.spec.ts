import {
  imageAltText, isDarkColor, isLightColorHex, parseOriginalSize, parseResponsiveFormat, responsiveWidthsFor, systemDataVariants, thumbnailBucket, truncateText,
  type ImageAltSource,
} from './images';

describe('imageAltText (spec §3, §9)', () => {
  const longBody = `<p>${'word '.repeat(100)}</p>`;
  it.each<[string, ImageAltSource, string]>([
    ['explicit alt text', { altText: 'A red chair', title: 'Chair' }, 'A red chair'],
    ['empty alt for decorative', { altText: '', title: 'Chair' }, ''],
    ['title', { title: 'Chair', body: 'Body', filename: 'c.jpg' }, 'Chair'],
    ['body without tags', { title: ' ', body: '<p>A <b>bold</b> chair</p>', filename: 'c.jpg' }, 'A bold chair'],
    ['filename', { body: '<p></p>', filename: 'chair.jpg' }, 'chair.jpg'],
    ['nothing at all', {}, ''],
  ])('uses the %s', (_case, image, alt) => expect(imageAltText(image)).toBe(alt));

  it('cuts the body to 250 characters', () => {
    const alt = imageAltText({ body: longBody });
    expect(alt).toHaveLength(250);
    expect(alt.startsWith('word word')).toBe(true);
  });
});

describe('truncateText (spec §9)', () => {
  it.each<[string, number | undefined, string]>([
    ['a'.repeat(100), undefined, 'a'.repeat(100)],
    ['a'.repeat(101), undefined, `${'a'.repeat(100)}...`],
    ['hello world', 5, 'hello...'],
  ])('%s cut at %s', (text, max, expected) => expect(truncateText(text, max)).toBe(expected));
});

describe('thumbnailBucket (spec §9)', () => {
  it.each([
    [50, '100w'], [100, '100w'], [101, '300w'], [300, '300w'], [500, '500w'], [501, '750w'],
    [750, '750w'], [1000, '1000w'], [1001, '1500w'], [4000, '1500w'],
  ])('%i px picks %s', (width, bucket) => expect(thumbnailBucket(width)).toBe(bucket));
});

describe('light and dark colours (spec §9, both readings)', () => {
  it.each([
    ['ffffff', true], ['#000000', false], ['7fffff', false], ['800000', true], ['808080', true],
  ])('template reading: %s is light: %s', (hex, light) => expect(isLightColorHex(hex)).toBe(light));

  it('rejects a malformed hex in the template reading', () => expect(() => isLightColorHex('fff')).toThrow(TypeError));

  it.each([
    [{ r: 0, g: 0, b: 0 }, true],
    [{ r: 255, g: 255, b: 255 }, false],
    [{ r: 166, g: 166, b: 166 }, true],
    [{ r: 167, g: 167, b: 167 }, false],
    [{ r: 255, g: 255, b: 0 }, false],
    [{ r: 0, g: 255, b: 0 }, true],
    [{ r: 0, g: 0, b: 255 }, true],
  ])('helper reading: %j is dark: %s', (rgb, dark) => expect(isDarkColor(rgb)).toBe(dark));
});

describe('responsive variants (spec §3 systemDataVariants, §9 widths)', () => {
  it('makes every width up to the original and none wider', () => {
    expect(responsiveWidthsFor(2500)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(responsiveWidthsFor(800)).toEqual([100, 300, 500, 750]);
    expect(responsiveWidthsFor(99)).toEqual([]);
  });

  it('lists the original size, then the widths made', () => {
    expect(systemDataVariants({ width: 1200, height: 800 })).toBe('1200x800,100w,300w,500w,750w,1000w');
    expect(systemDataVariants({ width: 64, height: 64 })).toBe('64x64');
  });

  it.each<[string, number | undefined]>([['500w', 500], ['2500w', 2500], ['400w', undefined], ['500', undefined], ['w', undefined]])(
    'reads the format %s as %s',
    (format, width) => expect(parseResponsiveFormat(format)).toBe(width),
  );

  it.each<[string, { width: number; height: number } | undefined]>([
    ['1500x1000', { width: 1500, height: 1000 }],
    ['0x10', undefined],
    ['15x', undefined],
    ['12.5x10', undefined],
  ])('reads the originalSize %s', (text, size) => expect(parseOriginalSize(text)).toEqual(size));
});
