import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Reads a multipart upload's file field into memory (size-limited by the multipart plugin):
 * the HTTP side of an upload, for route files; use cases receive the bytes.
 */
export async function readFileUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== field) {
    throw new AppError(400, 'validation_failed', `${field}: choose a file to upload.`, {
      errors: [{ field, message: 'Choose a file to upload.' }],
    });
  }
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    return null;
  });
  if (data === null) {
    throw new AppError(413, 'payload_too_large', `${field}: the file is too large.`, {
      errors: [{ field, message: 'The file is too large.' }],
    });
  }
  return data;
}
