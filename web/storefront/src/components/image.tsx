import {
  type ImageLoader, imageLoadingAttributes, type ImagePriority, imageTagFailureComment, imageTagPropErrors, parseOriginalSize, sqsImageSrcset,
} from '@mercato/spec';
import { type CSSProperties, type Ref } from 'react';

export interface ImageProps {
  readonly src: string;
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** Required; empty for a decorative image. */
  readonly alt: string | undefined;
  readonly priority?: ImagePriority;
  /** sqs (default): the srcset is made from the media asset's widths; raw: the caller's srcset, if any. */
  readonly loader?: ImageLoader;
  readonly srcset?: string;
  /** Required with the sqs loader: how wide the image is shown, e.g. "(max-width: 432px) 100vw, 50vw". */
  readonly sizes?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly imageRef?: Ref<HTMLImageElement>;
  readonly testId?: string;
}

/**
 * The storefront's image tag: spec §5 props (a broken rule renders as an HTML comment, not a broken
 * image) and §4 loading (high: eager with high fetch priority; low: lazy, low; none: lazy).
 */
export function Image(props: ImageProps) {
  const errors = imageTagPropErrors(props);
  if (errors.length > 0) return <span hidden data-image-failure dangerouslySetInnerHTML={{ __html: imageTagFailureComment(errors) }} />;
  const { src, width, height, alt, priority = 'none', loader = 'sqs', srcset, sizes, className, style, imageRef, testId } = props;
  const { loading, fetchPriority } = imageLoadingAttributes(priority);
  return (
    <img
      ref={imageRef}
      src={src}
      srcSet={loader === 'sqs' ? sqsImageSrcset(src, width!) : srcset}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={priority === 'high' ? 'sync' : 'async'}
      className={className}
      style={style}
      data-testid={testId}
    />
  );
}

/** Width and height from a spec §3 originalSize ("WxH"); both undefined when it is missing or malformed. */
export function sizeOf(originalSize: string | undefined): { width: number | undefined; height: number | undefined } {
  const size = originalSize ? parseOriginalSize(originalSize) : undefined;
  return { width: size?.width, height: size?.height };
}
