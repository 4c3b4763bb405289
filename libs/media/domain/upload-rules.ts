import { fileTooLargeMessage, formatFileSize, unsupportedFileTypeMessage } from '@mercato/spec';

/** Image formats an owner may upload: what browsers show and sharp re-encodes. */
export const UPLOADABLE_IMAGE_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export type ImageFormat = keyof typeof UPLOADABLE_IMAGE_FORMATS;

/** The spec's "{fileTypeMessage}" for images; it carries its own trailing space ("a supported image file"). */
export const IMAGE_FILE_TYPE_MESSAGE = 'image ';

export const FILE_EXTENSIONS: Readonly<Record<ImageFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export function isImageFormat(format: string | undefined): format is ImageFormat {
  return format !== undefined && Object.hasOwn(UPLOADABLE_IMAGE_FORMATS, format);
}

export type UploadRefusal = { readonly reason: 'too_large' | 'unsupported_type'; readonly message: string };

/** What is known of an uploaded file before its bytes are decoded. */
export interface ReceivedFile {
  readonly fileName: string;
  readonly declaredType: string;
  /** True when the upload was cut at the size limit. */
  readonly truncated: boolean;
}

/** What a client sends when it does not know the file's type: the decoded bytes decide then. */
const UNDECLARED_TYPE = 'application/octet-stream';

/** Refuses a file over the limit (spec §5 wording, the limit in the §9 units) or declared as a type that is no image we take. */
export function receivedFileRefusal(file: ReceivedFile, maxBytes: number): UploadRefusal | undefined {
  if (file.truncated) return { reason: 'too_large', message: fileTooLargeMessage(file.fileName, formatFileSize(maxBytes)) };
  const accepted = [...Object.values(UPLOADABLE_IMAGE_FORMATS), UNDECLARED_TYPE] as string[];
  return accepted.includes(file.declaredType.toLowerCase()) ? undefined : unsupportedType(file.fileName);
}

/** Refuses bytes whose decoded format is not one we take, whatever the upload declared. */
export function decodedFormatRefusal(fileName: string, decodedFormat: string | undefined): UploadRefusal | undefined {
  return isImageFormat(decodedFormat) ? undefined : unsupportedType(fileName);
}

function unsupportedType(fileName: string): UploadRefusal {
  return { reason: 'unsupported_type', message: unsupportedFileTypeMessage(fileName, IMAGE_FILE_TYPE_MESSAGE) };
}

/**
 * The file name as it appears in asset URLs: the last path segment, lower case, runs of anything
 * but letters, digits, dots and hyphens as one hyphen; the extension follows the decoded format.
 */
export function urlFileName(fileName: string, format: ImageFormat): string {
  const base = (fileName.split(/[\\/]/).at(-1) ?? '').replace(/\.[^.]*$/, '');
  const slug = base.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 100);
  return `${slug || 'image'}.${FILE_EXTENSIONS[format]}`;
}
