import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

function scryptAsync(secret: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: 256 * n * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a PIN or password with scrypt: "scrypt$N$salt$hash" (base64url). */
export async function hashSecret(secret: string, n = 16384): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, n);
  return `scrypt$${n}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(
  secret: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const [scheme, nText, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !nText || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scryptAsync(secret, Buffer.from(saltText, 'base64url'), Number(nText));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Hashes to compare against where there is none (one per cost), so timing does not tell. */
const dummyHashes = new Map<number, Promise<string>>();
export function dummySecretHash(n: number): Promise<string> {
  let hash = dummyHashes.get(n);
  if (!hash) {
    hash = hashSecret('not-a-real-secret', n);
    dummyHashes.set(n, hash);
  }
  return hash;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A random numeric PIN of `digits` digits. */
export const randomPin = (digits = 6) =>
  Array.from({ length: digits }, () => randomInt(0, 10)).join('');

/** A random temporary password that satisfies the password rules. */
export function randomPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (s: string) => s[randomInt(0, s.length)]!;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 10 }, () => pick(all))];
  return chars.join('');
}
