import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLinkSigner, dataFolderSecret } from './link-signing.ts';

const link = { purpose: 'club-check', id: 7, action: 'verify', expires: 2_000_000_000 };
const before = new Date(1_999_999_000_000);

describe('signed links', () => {
  it('accepts its own token and refuses a changed one, another purpose or secret', () => {
    const s = createLinkSigner('a'.repeat(32));
    const token = s.sign(link);
    expect(s.verify(token, 'club-check', before)).toEqual({ ok: true, link });
    expect(s.verify(token.replace('.verify.', '.decline.'), 'club-check', before).ok).toBe(false);
    expect(s.verify(token, 'other', before).ok).toBe(false);
    expect(createLinkSigner('b'.repeat(32)).verify(token, 'club-check', before).ok).toBe(false);
    expect(s.verify('1.verify.2.', 'club-check', before).ok).toBe(false);
  });

  it('refuses an expired token as expired', () => {
    const s = createLinkSigner('a'.repeat(32));
    expect(s.verify(s.sign(link), 'club-check', new Date(2_000_000_000_000))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it("keeps the data folder's secret across starts, so links survive a restart", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const first = dataFolderSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const token = createLinkSigner(first).sign(link);
    expect(createLinkSigner(dataFolderSecret(dir)).verify(token, 'club-check', before).ok).toBe(
      true,
    );
    expect(fs.statSync(path.join(dir, 'link-signing.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});
