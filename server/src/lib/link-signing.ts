import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Signed links (the affiliated club's verify and decline links): a token names what it is for
 * (`purpose`, e.g. 'club-check'), the record, the action and its expiry, and carries an
 * HMAC-SHA256 of them under the server's link signing secret. Nothing is stored per link: a
 * token is believed when its signature matches and it has not expired.
 */

export interface SignedLink {
  purpose: string;
  id: number;
  action: string;
  /** Seconds since the epoch. */
  expires: number;
}

export type LinkCheck =
  { ok: true; link: SignedLink } | { ok: false; reason: 'invalid' | 'expired'; link?: SignedLink };

export interface LinkSigner {
  sign(link: SignedLink): string;
  /** Checks a token's form, signature (constant time) and expiry against `now`. */
  verify(token: string, purpose: string, now: Date): LinkCheck;
}

const PART = /^[a-z0-9-]{1,20}$/;

export function createLinkSigner(secret: string): LinkSigner {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest().toString('base64url');
  return {
    sign(l) {
      const payload = `${l.purpose}.${l.id}.${l.action}.${l.expires}`;
      return `${l.id}.${l.action}.${l.expires}.${mac(payload)}`;
    },
    verify(token, purpose, now) {
      const parts = token.split('.');
      if (parts.length !== 4) return { ok: false, reason: 'invalid' };
      const [idText, action, expText, sig] = parts as [string, string, string, string];
      if (!/^[1-9][0-9]{0,9}$/.test(idText) || !/^[1-9][0-9]{0,11}$/.test(expText)) {
        return { ok: false, reason: 'invalid' };
      }
      if (!PART.test(action)) return { ok: false, reason: 'invalid' };
      const link = { purpose, id: Number(idText), action, expires: Number(expText) };
      const expected = Buffer.from(mac(`${purpose}.${idText}.${action}.${expText}`));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      if (link.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired', link };
      return { ok: true, link };
    },
  };
}

/**
 * The link signing secret when LINK_SIGNING_SECRET is not set: a random one created once in
 * the data folder (`link-signing.key`, readable by the server's user only) and read at every
 * start, so links in mails survive a restart.
 */
export function dataFolderSecret(dataDir: string): string {
  const file = path.join(dataDir, 'link-signing.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two servers starting at once, one writes it and the other reads it.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
