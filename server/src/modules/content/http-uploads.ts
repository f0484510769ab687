import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Upload } from './uploads.ts';

/**
 * Reads a multipart request (routes only): its text fields and at most one file, whole,
 * refusing a file larger than `maxBytes` with a 413 naming the field (nothing is stored).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_failed', 'file: send the file as multipart/form-data.', {
      errors: [{ field: 'file', message: 'Choose a file to upload.' }],
    });
  }
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const mb = (maxBytes / 1_048_576).toFixed(1);
          throw new AppError(
            413,
            'payload_too_large',
            `${part.fieldname}: the file is larger than ${mb} MB.`,
            {
              errors: [{ field: part.fieldname, message: `The file is larger than ${mb} MB.` }],
            },
          );
        }
        throw err;
      }
      file = { field: part.fieldname, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
