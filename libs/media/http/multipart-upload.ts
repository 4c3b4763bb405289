import { HttpStatus } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '@mercato/http';
import type { UploadedFile } from '@mercato/media/application';

export const UPLOAD_FILE_FIELD = 'file';
const MISSING_FILE = `Send a multipart/form-data body with the image in a field named "${UPLOAD_FILE_FIELD}".`;
/** Text fields sent beside the file (title, altText, body). */
const MAX_TEXT_FIELD_BYTES = 20_000;

export interface MultipartUpload {
  readonly file: UploadedFile;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Reads one file and a few text fields from a multipart body. The file is kept up to `maxBytes`
 * and marked truncated past it (the rest is drained, not kept), so the refusal can name the file.
 */
export function readMultipartUpload(request: Request, maxBytes: number): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: MAX_TEXT_FIELD_BYTES } });
    } catch {
      reject(new ApiError(HttpStatus.BAD_REQUEST, MISSING_FILE));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let reading: Promise<void> = Promise.resolve();
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== UPLOAD_FILE_FIELD || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      reading = new Promise((done, fail) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('close', () => {
          file = { fileName: info.filename || 'image', declaredType: info.mimeType, truncated: stream.truncated === true, bytes: Buffer.concat(chunks) };
          done();
        });
      });
    });
    parser.on('error', () => reject(new ApiError(HttpStatus.BAD_REQUEST, MISSING_FILE)));
    parser.on('close', () => {
      reading.then(() => (file ? resolve({ file, fields }) : reject(new ApiError(HttpStatus.BAD_REQUEST, MISSING_FILE))), reject);
    });
    request.pipe(parser);
  });
}
