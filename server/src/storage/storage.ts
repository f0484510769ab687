import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../lib/errors.ts';

/** Content types an upload may have, by what its bytes are (not by its name or header). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPES = ['application/pdf'] as const;

export interface StoredFile {
  /** `<area>/<uuid>.<ext>`: what a row keeps to find the file again. */
  key: string;
  contentType: string;
  size: number;
}

/** Where uploaded files live: a folder today (DATA_DIR/uploads), an object store later. */
export interface Storage {
  put(area: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
}

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  /** Files the portal makes itself (a member's data export), never an upload. */
  'application/json': 'json',
};
const TYPE_OF_EXT = Object.fromEntries(Object.entries(EXT).map(([t, e]) => [e, t]));

/**
 * Checks an upload by its bytes and size; answers 415 or 413 problem+json naming `field`
 * when it is not acceptable, so nothing is stored.
 */
export async function checkUpload(
  data: Buffer,
  field: string,
  allowed: readonly string[],
  maxBytes: number,
): Promise<string> {
  if (data.length === 0) {
    throw new AppError(400, 'validation_failed', `${field}: the file is empty.`, {
      errors: [{ field, message: 'The file is empty.' }],
    });
  }
  if (data.length > maxBytes) {
    const mb = (maxBytes / 1_048_576).toFixed(1);
    throw new AppError(413, 'payload_too_large', `${field}: the file is larger than ${mb} MB.`, {
      errors: [{ field, message: `The file is larger than ${mb} MB.` }],
    });
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !allowed.includes(type.mime)) {
    const names = allowed.map((t) => EXT[t]?.toUpperCase() ?? t).join(', ');
    throw new AppError(
      415,
      'unsupported_media_type',
      `${field}: only ${names} files are accepted.`,
      {
        errors: [{ field, message: `Only ${names} files are accepted.` }],
      },
    );
  }
  return type.mime;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png|webp|pdf|json)$/;

/** Files under DATA_DIR/uploads. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) return null;
    return path.join(root, key);
  };
  return {
    async put(area, data, contentType) {
      if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`bad storage area ${area}`);
      const ext = EXT[contentType];
      if (!ext) throw new Error(`no extension for ${contentType}`);
      const key = `${area}/${randomUUID()}.${ext}`;
      await fs.mkdir(path.join(root, area), { recursive: true });
      await fs.writeFile(path.join(root, key), data);
      return { key, contentType, size: data.length };
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const data = await fs.readFile(file);
        return { data, contentType: TYPE_OF_EXT[key.split('.').pop()!]! };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
