import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import { AppError, badRequest } from '../lib/errors.ts';
import { isStorableText } from '@club/contracts';
import { unstorableText } from '../lib/input-rules.ts';

/** Whether an error is the multipart plugin's "file over the size limit". */
const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * A multipart body that cannot be read (cut short, no boundary, malformed parts) is the
 * caller's error: 400 naming the file field, never a 500. AppErrors and size errors pass.
 */
function unreadable(err: unknown, field: string): unknown {
  if (err instanceof AppError || isTooLarge(err)) return err;
  return new AppError(
    400,
    'validation_failed',
    `${field}: the upload is incomplete or malformed.`,
    {
      errors: [{ field, message: 'The upload is incomplete or malformed. Send it again.' }],
    },
  );
}

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
  const data = await file.toBuffer().catch((err: unknown) => {
    if (!isTooLarge(err)) throw unreadable(err, field);
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
  const part = await request.file().catch((err: unknown) => {
    throw unreadable(err, 'file');
  });
  if (!part) throw badRequest('file', 'Choose a CSV file to upload.');
  const data = await part.toBuffer().catch((err: unknown) => {
    throw unreadable(err, 'file');
  });
  if (data.length === 0) throw badRequest('file', 'The file is empty.');
  const fileName = path.basename(part.filename || fallbackName).slice(0, 200) || fallbackName;
  return { fileName, data };
}

/** A multipart request's text fields and its one file, as `readMultipart` reads them. */
export interface MultipartUpload {
  fields: Record<string, string>;
  file: { field: string; data: Buffer } | null;
}

/**
 * Reads a multipart request (routes only): its text fields and at most one file, whole,
 * refusing a file larger than `maxBytes` with a 413 naming the field (nothing is stored).
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_failed', 'file: send the file as multipart/form-data.', {
      errors: [{ field: 'file', message: 'Choose a file to upload.' }],
    });
  }
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if (isTooLarge(err)) {
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
        if (!isStorableText(part.value)) throw unstorableText(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw unreadable(err, 'file');
  }
  return { fields, file };
}
