import { isDarkColor, isLightColorHex } from '@mercato/spec';

/** Spec §3 colorData: the average colour of each quarter and of the centre, as 6-digit hex without '#'. */
export interface ColorData {
  readonly topLeftAverage: string;
  readonly topRightAverage: string;
  readonly bottomLeftAverage: string;
  readonly bottomRightAverage: string;
  readonly centerAverage: string;
}

/** Decoded pixels, row by row, `channels` bytes each (RGB first; an alpha channel is ignored). */
export interface RawPixels {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

interface Region {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function regionAverage(pixels: RawPixels, region: Region): string {
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = region.y0; y < region.y1; y += 1) {
    for (let x = region.x0; x < region.x1; x += 1) {
      const offset = (y * pixels.width + x) * pixels.channels;
      for (let channel = 0; channel < 3; channel += 1) sums[channel]! += pixels.data[offset + channel]!;
      count += 1;
    }
  }
  return sums.map((sum) => Math.round(sum / Math.max(count, 1)).toString(16).padStart(2, '0')).join('');
}

/**
 * The five region averages: the four quarters, and the centre (the middle half across and down).
 * A 1-pixel image has the same colour in every region.
 */
export function colorDataOf(pixels: RawPixels): ColorData {
  const { width, height } = pixels;
  const midX = Math.max(1, Math.floor(width / 2));
  const midY = Math.max(1, Math.floor(height / 2));
  const quarter = (x0: number, y0: number, x1: number, y1: number) => regionAverage(pixels, { x0: Math.min(x0, width - 1), y0: Math.min(y0, height - 1), x1, y1 });
  return {
    topLeftAverage: quarter(0, 0, midX, midY),
    topRightAverage: quarter(midX, 0, width, midY),
    bottomLeftAverage: quarter(0, midY, midX, height),
    bottomRightAverage: quarter(midX, midY, width, height),
    centerAverage: quarter(Math.floor(width / 4), Math.floor(height / 4), Math.max(Math.ceil((3 * width) / 4), 1), Math.max(Math.ceil((3 * height) / 4), 1)),
  };
}

/** Light or dark, read from the centre average both ways the spec gives (§9): the template's and the helper's. */
export interface ImageTone {
  /** Template reading: the hex value above half of 0xFFFFFF. */
  readonly light: boolean;
  /** Helper reading: weighted brightness under 0.65 of 256. */
  readonly dark: boolean;
}

export function imageToneOf(colorData: ColorData): ImageTone {
  const hex = colorData.centerAverage;
  const rgb = { r: Number.parseInt(hex.slice(0, 2), 16), g: Number.parseInt(hex.slice(2, 4), 16), b: Number.parseInt(hex.slice(4, 6), 16) };
  return { light: isLightColorHex(hex), dark: isDarkColor(rgb) };
}
