import { decodedFormatRefusal, receivedFileRefusal, urlFileName } from './upload-rules';

const MAX = 20 * 1024 * 1024;

describe('upload refusals (spec §5 interface messages)', () => {
  it('refuses a file cut at the limit with the spec’s wording and the limit in §9 units', () => {
    expect(receivedFileRefusal({ fileName: 'huge.jpg', declaredType: 'image/jpeg', truncated: true }, MAX)).toEqual({
      reason: 'too_large',
      message: 'The file huge.jpg is too large. The maximum allowed file size is 20 MB.',
    });
  });

  it('refuses a declared type that is not an image we take', () => {
    expect(receivedFileRefusal({ fileName: 'notes.pdf', declaredType: 'application/pdf', truncated: false }, MAX)).toEqual({
      reason: 'unsupported_type',
      message: 'The file notes.pdf does not appear to be a supported image file.',
    });
  });

  it('takes jpeg, png, webp and gif, and refuses bytes that decode as something else', () => {
    for (const type of ['image/jpeg', 'image/PNG', 'image/webp', 'image/gif', 'application/octet-stream']) {
      expect(receivedFileRefusal({ fileName: 'a', declaredType: type, truncated: false }, MAX)).toBeUndefined();
    }
    expect(decodedFormatRefusal('fake.png', 'svg')?.message).toBe('The file fake.png does not appear to be a supported image file.');
    expect(decodedFormatRefusal('fake.png', undefined)?.reason).toBe('unsupported_type');
    expect(decodedFormatRefusal('real.png', 'png')).toBeUndefined();
  });
});

describe('urlFileName', () => {
  it.each([
    ['Summer Hat (1).JPG', 'jpeg', 'summer-hat-1.jpg'],
    ['C:\\photos\\mug.png', 'png', 'mug.png'],
    ['../../etc/passwd', 'webp', 'passwd.webp'],
    ['???.gif', 'gif', 'image.gif'],
    ['photo.png', 'jpeg', 'photo.jpg'],
  ] as const)('%s as %s is %s', (name, format, expected) => expect(urlFileName(name, format)).toBe(expected));
});
