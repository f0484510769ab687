import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import { AppError, badRequest } from '../lib/errors.ts';

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

/**
 * The one file of a multipart request with its (sanitised) name: 415 when the request is not
 * multipart, 400 naming `file` when there is no file or it is empty.
 */
export async function readNamedUpload(
  request: FastifyRequest,
  fallbackName: string,
): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Upload the file as multipart/form-data.');
  }
  const part = await request.file();
  if (!part) throw badRequest('file', 'Choose a CSV file to upload.');
  const data = await part.toBuffer();
  if (data.length === 0) throw badRequest('file', 'The file is empty.');
  const fileName = path.basename(part.filename || fallbackName).slice(0, 200) || fallbackName;
  return { fileName, data };
}
