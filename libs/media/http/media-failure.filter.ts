import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import { ApiError, ApiExceptionFilter } from '@mercato/http';
import { UploadRefused } from '@mercato/media/application';
import { GalleryRefused } from '@mercato/media/domain';
import { UPLOAD_FILE_FIELD } from './multipart-upload';

/**
 * A refused upload answers with the spec's message (413 too large, 400 unsupported type) against
 * the file field; a refused gallery 400 with every refused field.
 */
@Catch(UploadRefused, GalleryRefused)
export class MediaFailureFilter implements ExceptionFilter {
  private readonly envelope = new ApiExceptionFilter();

  catch(exception: UploadRefused | GalleryRefused, host: ArgumentsHost): void {
    this.envelope.catch(toApiError(exception), host);
  }
}

function toApiError(exception: UploadRefused | GalleryRefused): ApiError {
  if (exception instanceof GalleryRefused) return new ApiError(HttpStatus.BAD_REQUEST, exception.message, { code: 'invalid', errors: { ...exception.errors } });
  const status = exception.refusal.reason === 'too_large' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
  return new ApiError(status, exception.message, { code: exception.refusal.reason, errors: { [UPLOAD_FILE_FIELD]: exception.message } });
}
