import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

/**
 * The archive's integrity, in two layers. Beside the archive, `<archive>.sha256` holds the
 * whole file's sha256 in `sha256sum` form (`sha256sum -c` checks it too): a restore checks it
 * first when it is there. Inside, the manifest lists every other entry's sha256, checked after
 * unpacking, so an archive copied without its `.sha256` is still checked entry by entry (and
 * gzip's own check catches a damaged stream).
 */
export class BackupRefused extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export const checksumFile = (archive: string) => `${archive}.sha256`;

export async function writeChecksum(archive: string): Promise<void> {
  const digest = await sha256File(archive);
  fs.writeFileSync(checksumFile(archive), `${digest}  ${path.basename(archive)}\n`);
}

/** Checks the archive against its `.sha256` when there is one; answers whether there was. */
export async function checkChecksum(archive: string): Promise<boolean> {
  const file = checksumFile(archive);
  if (!fs.existsSync(file)) return false;
  const expected = fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0];
  const actual = await sha256File(archive);
  if (expected !== actual) {
    throw new BackupRefused(
      `The archive ${archive} does not match its checksum (${path.basename(file)}): it was altered or cut short while copied. Copy it again from where the backups are kept, or restore an older backup.`,
    );
  }
  return true;
}

/** Packs the folder `dir`'s entries into a gzipped tar `archive`. */
export async function pack(dir: string, archive: string): Promise<void> {
  await tar.create({ gzip: true, cwd: dir, file: archive, portable: true }, fs.readdirSync(dir));
}

/** Unpacks `archive` into `dir`; a damaged archive is refused with what to do. */
export async function unpack(archive: string, dir: string): Promise<void> {
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true });
  } catch (err) {
    throw new BackupRefused(
      `The archive ${archive} cannot be read (${(err as Error).message}): it is damaged or cut short. Copy it again, or restore an older backup.`,
    );
  }
}

/** Every file under `root`, as paths relative to it with '/' separators, sorted. */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}
