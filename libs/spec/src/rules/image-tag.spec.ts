import { imageLoadingAttributes, imageTagFailureComment, imageTagPropErrors, sqsImageSrcset, type ImageTagInput } from './image-tag';

const valid: ImageTagInput = { src: '/a.jpg', width: 800, height: 600, alt: 'A chair', sizes: '100vw' };

describe('imageTagPropErrors (spec §5)', () => {
  it.each<[string, ImageTagInput, string[]]>([
    ['valid sqs image', valid, []],
    ['decorative image', { ...valid, alt: '' }, []],
    ['raw loader with srcset, no sizes', { ...valid, loader: 'raw', sizes: undefined, srcset: '/a.jpg 1x' }, []],
    ['missing src', { ...valid, src: undefined }, ['src is required']],
    ['missing width', { ...valid, width: undefined }, ['width is required']],
    ['zero height', { ...valid, height: 0 }, ['height must be a positive whole number']],
    ['fractional width', { ...valid, width: 10.5 }, ['width must be a positive whole number']],
    ['string width', { ...valid, width: '800' }, ['width must be a positive whole number']],
    ['missing alt', { ...valid, alt: undefined }, ['alt is required (use an empty alt for decorative images)']],
    ['unknown priority', { ...valid, priority: 'urgent' }, ['priority must be high, low or none']],
    ['unknown loader', { ...valid, loader: 'cdn' }, ['loader must be sqs or raw']],
    ['srcset with sqs', { ...valid, srcset: '/a.jpg 1x' }, ['srcset is only allowed with the raw loader']],
    ['sqs without sizes', { ...valid, sizes: undefined }, ['sizes is required with the sqs loader']],
  ])('%s', (_case, props, errors) => expect(imageTagPropErrors(props)).toEqual(errors));

  it('renders failures as HTML comments', () => {
    expect(imageTagFailureComment(['src is required', 'a--b'])).toBe('<!-- Image: src is required --><!-- Image: a- -b -->');
  });
});

describe('imageLoadingAttributes (spec §4)', () => {
  it.each([
    ['high', { loading: 'eager', fetchPriority: 'high' }],
    ['low', { loading: 'lazy', fetchPriority: 'low' }],
    ['none', { loading: 'lazy' }],
  ] as const)('priority %s loads %j', (priority, attributes) => expect(imageLoadingAttributes(priority)).toEqual(attributes));
});

describe('sqsImageSrcset (spec §5 sqs loader, §9 widths)', () => {
  it('offers each responsive width below the image width, then the original', () => {
    expect(sqsImageSrcset('/api/media/a1/mug.jpg', 800)).toBe(
      '/api/media/a1/mug.jpg?format=100w 100w, /api/media/a1/mug.jpg?format=300w 300w, /api/media/a1/mug.jpg?format=500w 500w, /api/media/a1/mug.jpg?format=750w 750w, /api/media/a1/mug.jpg 800w',
    );
  });

  it('keeps a query the address already has', () => {
    expect(sqsImageSrcset('/i.png?v=2', 300)).toBe('/i.png?v=2&format=100w 100w, /i.png?v=2 300w');
  });
});
