import { RESPONSIVE_IMAGE_WIDTHS } from './images';
/** Spec §5 "Image tag props" and §4 "Image tag loading". */
export const IMAGE_PRIORITIES = ['high', 'low', 'none'] as const;
export type ImagePriority = (typeof IMAGE_PRIORITIES)[number];
export const IMAGE_LOADERS = ['sqs', 'raw'] as const;
export type ImageLoader = (typeof IMAGE_LOADERS)[number];

/** Props as they arrive from a template, not yet trusted. */
export interface ImageTagInput {
  readonly src?: unknown;
  readonly width?: unknown;
  readonly height?: unknown;
  readonly alt?: unknown;
  readonly priority?: unknown;
  readonly loader?: unknown;
  readonly srcset?: unknown;
  readonly sizes?: unknown;
}

const isPositiveWholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/** Every broken rule of spec §5, as text; empty when the props are valid. Priority defaults to none, loader to sqs. */
export function imageTagPropErrors(props: ImageTagInput): string[] {
  const errors: string[] = [];
  if (typeof props.src !== 'string' || props.src === '') errors.push('src is required');
  for (const dimension of ['width', 'height'] as const) {
    if (props[dimension] === undefined) errors.push(`${dimension} is required`);
    else if (!isPositiveWholeNumber(props[dimension])) errors.push(`${dimension} must be a positive whole number`);
  }
  // An empty alt is allowed: it marks a decorative image.
  if (typeof props.alt !== 'string') errors.push('alt is required (use an empty alt for decorative images)');
  if (props.priority !== undefined && !isOneOf(IMAGE_PRIORITIES, props.priority)) errors.push('priority must be high, low or none');
  const loader = props.loader ?? 'sqs';
  if (!isOneOf(IMAGE_LOADERS, loader)) errors.push('loader must be sqs or raw');
  if (props.srcset !== undefined && loader !== 'raw') errors.push('srcset is only allowed with the raw loader');
  if (loader === 'sqs' && (typeof props.sizes !== 'string' || props.sizes === '')) errors.push('sizes is required with the sqs loader');
  return errors;
}

/** Spec §5: failures appear as comments in the rendered output instead of a broken tag. */
export function imageTagFailureComment(errors: readonly string[]): string {
  return errors.map((error) => `<!-- Image: ${error.replaceAll('--', '- -')} -->`).join('');
}

export interface ImageLoadingAttributes {
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'low';
}

/** Spec §4: high loads eagerly with high fetch priority; low and none load lazily. */
export function imageLoadingAttributes(priority: ImagePriority = 'none'): ImageLoadingAttributes {
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high' };
  return priority === 'low' ? { loading: 'lazy', fetchPriority: 'low' } : { loading: 'lazy' };
}

/**
 * The sqs loader's srcset: every responsive width (spec §9) up to the image's own width as
 * `{src}?format={w}w`, then the original at its width.
 */
export function sqsImageSrcset(src: string, width: number): string {
  const separator = src.includes('?') ? '&' : '?';
  const widths = RESPONSIVE_IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return [...widths.map((candidate) => `${src}${separator}format=${candidate}w ${candidate}w`), `${src} ${width}w`].join(', ');
}
