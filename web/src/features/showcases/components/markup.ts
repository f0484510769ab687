/** Text made safe to stand in markup. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A translated sentence with markup in its places: the sentence is escaped, then each
 * `{{name}}` takes its (already safe) markup. The translation is read raw (no interpolation),
 * so a text with `&` or `<` in any language stays text.
 */
export function fillMarkup(sentence: string, parts: Record<string, string>): string {
  return escapeHtml(sentence).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(parts, name) ? parts[name]! : whole,
  );
}
