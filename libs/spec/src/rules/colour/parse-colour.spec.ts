import { hslToRgb, parseColour, type HslColour, type RgbaColour } from './parse-colour';

const rgba = (r: number, g: number, b: number, a = 1): RgbaColour => ({ r, g, b, a });

describe('parseColour (spec §5)', () => {
  it.each<[string, RgbaColour | undefined]>([
    ['#fff', rgba(255, 255, 255)],
    ['#0a0', rgba(0, 170, 0)],
    ['#1E90FF', rgba(30, 144, 255)],
    ['1e90ff', rgba(30, 144, 255)],
    ['#12345', undefined],
    ['#ggg', undefined],
    ['rgb(255, 0, 128)', rgba(255, 0, 128)],
    ['rgb(300, -20, 128)', rgba(255, 0, 128)],
    ['rgb(100%, 50%, 0%)', rgba(255, 128, 0)],
    ['rgb(150%, 0%, 0%)', rgba(255, 0, 0)],
    ['rgba(0, 0, 0, 0.5)', rgba(0, 0, 0, 0.5)],
    ['rgba(0, 0, 0, 2)', rgba(0, 0, 0, 1)],
    ['rgba(0, 0, 0, 50%)', rgba(0, 0, 0, 0.5)],
    ['rgb(10 20 30 / 0.25)', rgba(10, 20, 30, 0.25)],
    ['rgb(10, 20)', undefined],
    ['hsl(0, 100%, 50%)', rgba(255, 0, 0)],
    ['hsl(120, 100%, 25%)', rgba(0, 128, 0)],
    ['hsl(480deg, 100%, 50%)', rgba(0, 255, 0)],
    ['hsl(240, 150%, 50%)', rgba(0, 0, 255)],
    ['hsla(0, 0%, 100%, 0.3)', rgba(255, 255, 255, 0.3)],
    ['hsl(0, 100, 50)', undefined],
    ['hwb(0 0% 0%)', rgba(255, 0, 0)],
    ['hwb(120 20% 20%)', rgba(51, 204, 51)],
    ['hwb(0 60% 60%)', rgba(128, 128, 128)],
    ['red', rgba(255, 0, 0)],
    ['RebeccaPurple', rgba(102, 51, 153)],
    ['transparent', rgba(0, 0, 0, 0)],
    ['notacolour', undefined],
    ['', undefined],
  ])('%j parses to %j', (input, expected) => expect(parseColour(input)).toEqual(expected));
});

describe('hslToRgb bounds (spec §5)', () => {
  it.each<[HslColour, string]>([
    [{ h: 361, s: 0.5, l: 0.5 }, 'Hue out of bounds'],
    [{ h: -1, s: 0.5, l: 0.5 }, 'Hue out of bounds'],
    [{ h: 0, s: 1.1, l: 0.5 }, 'Saturation out of bounds'],
    [{ h: 0, s: 0.5, l: -0.1 }, 'Lightness out of bounds'],
    [{ h: 0, s: 0.5, l: 0.5, a: 1.5 }, 'Alpha out of bounds'],
    [{ h: 0, s: Number.NaN, l: 0.5 }, 'Saturation out of bounds'],
    [{ s: 0.5, l: 0.5 }, 'Missing an H/S/L value'],
    [{ h: 10, l: 0.5 }, 'Missing an H/S/L value'],
  ])('%j fails with "%s"', (hsl, message) => expect(() => hslToRgb(hsl)).toThrow(message));

  it.each<[HslColour, RgbaColour]>([
    [{ h: 0, s: 0, l: 0 }, rgba(0, 0, 0)],
    [{ h: 360, s: 1, l: 0.5 }, rgba(255, 0, 0)],
    [{ h: 210, s: 1, l: 1, a: 0 }, rgba(255, 255, 255, 0)],
  ])('accepts the edge values %j', (hsl, expected) => expect(hslToRgb(hsl)).toEqual(expected));
});
