import { colorDataOf, imageToneOf, type RawPixels } from './color-data';

/** A width x height RGB image whose pixel colour is `colourAt(x, y)`. */
function pixels(width: number, height: number, colourAt: (x: number, y: number) => [number, number, number], channels = 3): RawPixels {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set(colourAt(x, y), (y * width + x) * channels);
  }
  return { data, width, height, channels };
}

describe('colorDataOf (spec §3 colorData)', () => {
  it('averages each quarter and the centre', () => {
    // Red left half, blue right half, a green 2x2 square in the middle of a 4x4 image.
    const image = pixels(4, 4, (x, y) => (x >= 1 && x <= 2 && y >= 1 && y <= 2 ? [0, 255, 0] : x < 2 ? [255, 0, 0] : [0, 0, 255]));
    expect(colorDataOf(image)).toEqual({
      topLeftAverage: 'bf4000', // three red pixels, one green
      topRightAverage: '0040bf',
      bottomLeftAverage: 'bf4000',
      bottomRightAverage: '0040bf',
      centerAverage: '00ff00',
    });
  });

  it('ignores the alpha channel and reads a 1-pixel image in every region', () => {
    const single = colorDataOf(pixels(1, 1, () => [16, 32, 48], 4));
    expect(new Set(Object.values(single))).toEqual(new Set(['102030']));
  });
});

describe('imageToneOf (spec §9, both readings)', () => {
  it.each([
    ['ffffff', true, false],
    ['000000', false, true],
    // Above half of 0xFFFFFF by the template's reading, yet dark by weighted brightness: red-heavy.
    ['c00000', true, true],
  ])('centre %s: light %s, dark %s', (centre, light, dark) => {
    const colorData = { topLeftAverage: centre, topRightAverage: centre, bottomLeftAverage: centre, bottomRightAverage: centre, centerAverage: centre };
    expect(imageToneOf(colorData)).toEqual({ light, dark });
  });
});
