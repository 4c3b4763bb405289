import { NAMED_COLOURS } from './named-colours';

/** Channels 0-255, alpha 0-1. */
export interface RgbaColour {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Hue in degrees 0-360; saturation, lightness and alpha 0-1. */
export interface HslColour {
  readonly h?: number;
  readonly s?: number;
  readonly l?: number;
  readonly a?: number;
}

/** Spec §5 "Colours" bound messages. */
export const COLOUR_MESSAGES = {
  hueOutOfBounds: 'Hue out of bounds',
  saturationOutOfBounds: 'Saturation out of bounds',
  lightnessOutOfBounds: 'Lightness out of bounds',
  alphaOutOfBounds: 'Alpha out of bounds',
  missingHslValue: 'Missing an H/S/L value',
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const outside = (value: number, min: number, max: number) => !(value >= min && value <= max);

/** Spec §5: HSL to RGB, rejecting missing parts and values outside their bounds with the spec's messages. */
export function hslToRgb({ h, s, l, a = 1 }: HslColour): RgbaColour {
  if (h === undefined || s === undefined || l === undefined) throw new RangeError(COLOUR_MESSAGES.missingHslValue);
  if (outside(h, 0, 360)) throw new RangeError(COLOUR_MESSAGES.hueOutOfBounds);
  if (outside(s, 0, 1)) throw new RangeError(COLOUR_MESSAGES.saturationOutOfBounds);
  if (outside(l, 0, 1)) throw new RangeError(COLOUR_MESSAGES.lightnessOutOfBounds);
  if (outside(a, 0, 1)) throw new RangeError(COLOUR_MESSAGES.alphaOutOfBounds);
  // CSS Color 4 reference conversion.
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4), a };
}

function hwbToRgb(h: number, whiteness: number, blackness: number, a: number): RgbaColour {
  if (whiteness + blackness >= 1) {
    const grey = Math.round((255 * whiteness) / (whiteness + blackness));
    return { r: grey, g: grey, b: grey, a };
  }
  const pure = hslToRgb({ h, s: 1, l: 0.5 });
  const mix = (channel: number) => Math.round(channel * (1 - whiteness - blackness) + 255 * whiteness);
  return { r: mix(pure.r), g: mix(pure.g), b: mix(pure.b), a };
}

/** Number or percentage; a percentage maps 0-100 onto 0-`scale`, both clamped. */
function component(text: string, scale: number): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] ? (clamp(value, 0, 100) / 100) * scale : clamp(value, 0, scale);
}

function hue(text: string): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg)?$/.exec(text);
  return match ? ((Number(match[1]) % 360) + 360) % 360 : undefined;
}

/** Always a percentage, clamped to 0-100, as a 0-1 fraction. */
function percentage(text: string): number | undefined {
  return text.endsWith('%') ? component(text, 1) : undefined;
}

function hexColour(digits: string): RgbaColour | undefined {
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits)) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff, a: 1 };
}

function functionalColour(name: string, args: string[]): RgbaColour | undefined {
  if (args.length !== 3 && args.length !== 4) return undefined;
  const alpha = args[3] === undefined ? 1 : component(args[3], 1);
  if (alpha === undefined) return undefined;
  if (name === 'rgb' || name === 'rgba') {
    const [r, g, b] = args.slice(0, 3).map((arg) => component(arg, 255));
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: alpha };
  }
  const h = hue(args[0]!);
  const second = percentage(args[1]!);
  const third = percentage(args[2]!);
  if (h === undefined || second === undefined || third === undefined) return undefined;
  if (name === 'hsl' || name === 'hsla') return hslToRgb({ h, s: second, l: third, a: alpha });
  return name === 'hwb' ? hwbToRgb(h, second, third, alpha) : undefined;
}

/**
 * Spec §5 "Colours": hex (3 or 6 digits), rgb(), rgba(), hsl(), hwb() and named colours, with
 * comma or space separated arguments and an optional "/ alpha". Out-of-range parts are clamped
 * (0-255 channels, 0-1 alpha, 0-100 percentages). Anything else gives undefined.
 */
export function parseColour(input: string): RgbaColour | undefined {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (Object.hasOwn(NAMED_COLOURS, text)) return hexColour(NAMED_COLOURS[text]!.toString(16).padStart(6, '0'));
  if (text.startsWith('#')) return hexColour(text.slice(1));
  const call = /^(rgba?|hsla?|hwb)\(\s*([^)]*?)\s*\)$/.exec(text);
  if (!call) return hexColour(text);
  const args = call[2]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  return functionalColour(call[1]!, args);
}
