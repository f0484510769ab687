import { inflateSync } from 'node:zlib';

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

/** The text a PDF as served shows: its compressed streams inflated first. */
export function servedText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (an image, or an uncompressed one)
    }
  }
  return shownText(Buffer.from(parts.join('\n'), 'latin1'));
}
