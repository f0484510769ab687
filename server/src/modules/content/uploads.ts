import type { MultipartUpload } from '../../plugins/uploads.ts';
import { AppError } from '../../lib/errors.ts';

/** A multipart upload as the routes read it (plugins/uploads.ts): its text fields and one file. */
export type Upload = MultipartUpload;

/** The uploaded file's bytes, or a 400 naming the field when none (or an empty one) came. */
export function requireFile(upload: Upload, field = 'file'): Buffer {
  if (!upload.file || upload.file.field !== field || upload.file.data.length === 0) {
    throw new AppError(400, 'validation_failed', `${field}: choose a file to upload.`, {
      errors: [{ field, message: 'Choose a file to upload.' }],
    });
  }
  return upload.file.data;
}
