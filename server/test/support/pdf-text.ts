/**
 * The text a PDF shows (rendered uncompressed, `compress: false`): each TJ's hex strings,
 * decoded, one ' | ' between them.
 */
export function shownText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/gi)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join(' | ');
}
