import { BlockVariant } from '../enums/blocks';
import { unexpectedOptionMessage } from '../messages/interface';

interface BooleanOption { readonly kind: 'boolean'; readonly default: boolean }
interface RangeOption { readonly kind: 'range'; readonly min: number; readonly max: number; readonly default: number }
interface ChoiceOption<T extends string> { readonly kind: 'choice'; readonly values: readonly T[]; readonly default: T }

// Pure, so a bundle that uses no option table drops it (esbuild reads the annotation).
const flag = /* @__NO_SIDE_EFFECTS__ */ (defaultValue: boolean): BooleanOption => ({ kind: 'boolean', default: defaultValue });
const range = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number, defaultValue: number): RangeOption => ({ kind: 'range', min, max, default: defaultValue });
const choice = /* @__NO_SIDE_EFFECTS__ */ <const T extends string>(values: readonly T[], defaultValue: NoInfer<T>): ChoiceOption<T> => ({
  kind: 'choice', values, default: defaultValue,
});

/** Spec §9 "Gallery options (default, range)"; durations in seconds, sizes in pixels. */
export const GALLERY_OPTIONS = {
  design: choice(['slideshow', 'slider', 'grid', 'stacked'], 'grid'),
  autoplay: flag(false),
  'autoplay-duration': range(1, 10, 5),
  controls: flag(false),
  'auto-crop': flag(true),
  'aspect-ratio': choice(['square', '3:2', '2:3', '4:3', '3:4', '16:9', '2.40'], 'square'),
  'square-thumbs': flag(true),
  thumbnails: flag(false),
  'thumbnail-strip-height': range(0, 200, 80),
  'thumbnail-strip-margin': range(0, 60, 20),
  'meta-position': choice(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'], 'bottom'),
  'show-meta-on-hover': flag(false),
  'active-alignment': choice(['left', 'center', 'right'], 'center'),
  'thumbnails-per-row': range(1, 10, 4),
  padding: range(0, 50, 20),
  lightbox: flag(false),
  lightboxTheme: choice(['dark', 'light'], 'dark'),
  'max-width': range(100, 300, 300),
  newWindow: flag(false),
  transparentBackground: flag(false),
} as const;

type OptionValue<O> = O extends BooleanOption ? boolean : O extends RangeOption ? number : O extends ChoiceOption<infer T> ? T : never;
export type GalleryOptionName = keyof typeof GALLERY_OPTIONS;
export type GalleryOptions = { -readonly [K in GalleryOptionName]: OptionValue<(typeof GALLERY_OPTIONS)[K]> };

/** Spec §9: changing one of these attributes re-renders the gallery. */
export const GALLERY_RERENDER_ATTRIBUTES = [
  'aspectRatio', 'autoplay', 'autoplay-duration', 'lightbox', 'lightboxTheme', 'methodOption', 'padding',
  'thumbnail-strip-height', 'thumbnail-strip-margin', 'transientGallery', 'vSize',
] as const;

export function isGalleryRerenderAttribute(attribute: string): boolean {
  return (GALLERY_RERENDER_ATTRIBUTES as readonly string[]).includes(attribute);
}

function resolveOption(option: BooleanOption | RangeOption | ChoiceOption<string>, raw: unknown): boolean | number | string {
  switch (option.kind) {
    case 'boolean':
      if (raw === true || raw === 'true') return true;
      return raw === false || raw === 'false' ? false : option.default;
    case 'range': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isFinite(value) ? Math.min(option.max, Math.max(option.min, value)) : option.default;
    }
    case 'choice': {
      const value = typeof raw === 'string' ? (GALLERY_DESIGN_ALIASES[raw] ?? raw) : raw;
      return typeof value === 'string' && option.values.includes(value) ? value : option.default;
    }
  }
}

/** Spec §9 names the slider design "carousel/slider": both words choose it. */
const GALLERY_DESIGN_ALIASES: Readonly<Record<string, string>> = { carousel: 'slider' };

/** Why one stored value is refused, or undefined when the option takes it. */
function optionError(name: string, option: BooleanOption | RangeOption | ChoiceOption<string>, raw: unknown): string | undefined {
  switch (option.kind) {
    case 'boolean':
      return typeof raw === 'boolean' ? undefined : `${name} must be true or false.`;
    case 'range':
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= option.min && raw <= option.max
        ? undefined
        : `${name} must be a whole number from ${option.min} to ${option.max}.`;
    case 'choice': {
      const value = typeof raw === 'string' ? (GALLERY_DESIGN_ALIASES[raw] ?? raw) : raw;
      return typeof value === 'string' && option.values.includes(value) ? undefined : unexpectedOptionMessage(String(raw));
    }
  }
}

/**
 * The owner API's check (spec §9 ranges): each refused option by name with why; empty when every
 * given option is known and in range. Options left out take their defaults (resolveGalleryOptions).
 */
export function galleryOptionErrors(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const option = (GALLERY_OPTIONS as Readonly<Record<string, BooleanOption | RangeOption | ChoiceOption<string>>>)[name];
    const error = option ? optionError(name, option, value) : `Unknown gallery option ${name}.`;
    if (error) errors[name] = error;
  }
  return errors;
}

/** Spec §9 aspect ratios as width over height (2.40 is the cinema ratio). */
export function galleryAspectRatio(aspectRatio: GalleryOptions['aspect-ratio']): number {
  if (aspectRatio === 'square') return 1;
  if (aspectRatio === '2.40') return 2.4;
  const [width, height] = aspectRatio.split(':').map(Number) as [number, number];
  return width / height;
}

/** Spec §2 block variants: the variant number of each gallery design. */
export const GALLERY_DESIGN_BLOCK_VARIANTS = {
  slideshow: BlockVariant.GALLERY_SLIDESHOW,
  slider: BlockVariant.GALLERY_CAROUSEL,
  grid: BlockVariant.GALLERY_GRID,
  stacked: BlockVariant.GALLERY_STACK,
} as const satisfies Record<GalleryOptions['design'], number>;

/** Options as stored (strings or typed values): unknown or invalid values take the default, numbers are clamped to their range. */
export function resolveGalleryOptions(raw: Readonly<Record<string, unknown>>): GalleryOptions {
  const names = Object.keys(GALLERY_OPTIONS) as GalleryOptionName[];
  return Object.fromEntries(names.map((name) => [name, resolveOption(GALLERY_OPTIONS[name], raw[name])])) as GalleryOptions;
}

/** Re-render attributes (spec §9) by the option each names; the others are not gallery options here. */
const RERENDER_OPTION_NAMES: Readonly<Record<string, GalleryOptionName>> = { aspectRatio: 'aspect-ratio' };

/**
 * A key that changes exactly when a re-render attribute's value changes: a gallery keyed on it is
 * drawn afresh (slide position, timers) then, and kept as it is on any other change.
 */
export function galleryRerenderKey(options: GalleryOptions): string {
  return GALLERY_RERENDER_ATTRIBUTES.flatMap((attribute) => {
    const name = RERENDER_OPTION_NAMES[attribute] ?? attribute;
    return name in options ? [`${attribute}=${String(options[name as GalleryOptionName])}`] : [];
  }).join('&');
}
