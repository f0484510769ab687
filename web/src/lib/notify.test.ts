import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import i18n, { switchLanguage } from './i18n';
import { errorText } from './notify';

const problem = (code: string, detail: string, retryAfter?: number) =>
  new ApiError(423, {
    type: 'about:blank',
    title: 'Locked',
    status: 423,
    code,
    detail,
    retryAfter,
  });

afterEach(() => i18n.changeLanguage('en'));

describe('error toasts', () => {
  it("show the server's text in English", async () => {
    await i18n.changeLanguage('en');
    expect(errorText(problem('invalid_credentials', 'The member code or PIN is wrong.'))).toBe(
      'The member code or PIN is wrong.',
    );
  });

  it('show the translated text for the code in other languages', async () => {
    await switchLanguage('de');
    const text = errorText(problem('account_locked', 'Too many failed sign-in attempts.', 600));
    expect(text).not.toContain('Too many');
    expect(text).toContain('10');
  });
});
