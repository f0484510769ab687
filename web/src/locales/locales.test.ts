import { SUCCESS_TEXTS, VALIDATION_MESSAGES_EN, ERROR_CODES } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import es from './es';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function value(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const enKeys = keys(en as Tree).sort();

describe('locales', () => {
  it.each([
    ['es', es],
    ['de', de],
  ])('%s has exactly the keys of en', (_name, locale) => {
    const localeKeys = keys(locale as Tree).sort();
    expect(
      localeKeys.filter((k) => !enKeys.includes(k)),
      'extra keys',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !localeKeys.includes(k)),
      'missing keys',
    ).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['de', de],
  ])('%s has no empty texts and keeps the interpolations of en', (_name, locale) => {
    for (const k of enKeys) {
      const text = value(locale as Tree, k);
      expect(text, k).toBeTruthy();
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(text!), k).toEqual(vars(value(en as Tree, k)!));
    }
  });

  it('has the validation texts of the contracts in English', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_EN)) {
      expect(value(en as Tree, key), key).toBe(text);
    }
  });

  it('has a text for every problem code', () => {
    for (const code of ERROR_CODES) expect(value(en as Tree, `errors.${code}`), code).toBeTruthy();
  });

  it("has SPEC.md §8's exact success texts in English", () => {
    expect(en.success.forgotPassword).toBe(SUCCESS_TEXTS.forgotPassword);
    expect(en.success.forgotPin).toBe(SUCCESS_TEXTS.forgotPin);
    expect(en.success.loginTrouble).toBe(SUCCESS_TEXTS.loginTrouble);
  });
});
