/**
 * Titles and honorifics a name may start with: they are not part of a person's initials
 * ("Mr Vikram Khanna" -> "VK", "Lt Col (Retd) A. S. Rao" -> "AR").
 */
const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'lady',
  'lord',
  'rev',
  'fr',
  'col',
  'lt',
  'gen',
  'maj',
  'capt',
  'cdr',
  'cmdr',
  'brig',
  'adm',
  'air',
  'wg',
  'sqn',
  'retd',
  'hon',
  'justice',
  'shri',
  'sri',
  'smt',
  'kum',
  'sra',
  'sr',
  'srta',
  'herr',
  'frau',
]);

/** A person's initials for an avatar: the first and last name's first letters, titles skipped. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((w) => w !== '');
  const named = words.filter((w) => !HONORIFICS.has(w.toLowerCase()));
  const parts = named.length > 0 ? named : words;
  if (parts.length === 0) return '';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toLocaleUpperCase();
}
