import { BANQUETS_API, CHAMBERS_API } from './api-paths.ts';

/**
 * Live blocks an editor places in a public page's text (docs/content-blocks.md): a token such
 * as `{{chambers.tariffs}}` that the page draws from the data the portal books with, so a
 * price or a policy is never typed into the page where it can drift from what a booking
 * charges. A block token stands alone in a paragraph of the body and is drawn as a table; an
 * inline token may stand anywhere in the body, the rules or the timings and is drawn as text.
 * Each names the public reads it is drawn from beyond the club's settings (which every public
 * page reads): the server embeds them in the page it draws.
 */
export const PAGE_BLOCKS = {
  /** The room types with their nightly tariffs for members and affiliate-club guests. */
  'chambers.tariffs': { kind: 'block', reads: [CHAMBERS_API.roomTypes] },
  /** The banquet halls' hire for 4 and 8 hours, and the menu packages' price per guest. */
  'banquets.prices': {
    kind: 'block',
    reads: [BANQUETS_API.publicHalls, BANQUETS_API.publicPackages],
  },
  /** The rooms' cancellation rule and refunds, from the general settings the booking uses. */
  'chambers.cancellation': { kind: 'inline', reads: [] },
  /** How long a stay and how many rooms one booking may be, the limits the booking keeps. */
  'chambers.stay': { kind: 'inline', reads: [] },
  /** The halls' cancellation refunds, from the general settings the booking uses. */
  'banquets.cancellation': { kind: 'inline', reads: [] },
} as const satisfies Record<string, { kind: 'block' | 'inline'; reads: readonly string[] }>;
export type PageBlock = keyof typeof PAGE_BLOCKS;

const TOKEN = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g;

const isPageBlock = (name: string): name is PageBlock => Object.hasOwn(PAGE_BLOCKS, name);

/** The known blocks a text names, each once, in the order they first appear. */
export function pageBlocksIn(text: string): PageBlock[] {
  const found = new Set<PageBlock>();
  for (const [, name] of text.matchAll(TOKEN)) if (isPageBlock(name!)) found.add(name);
  return [...found];
}

/**
 * A text cut at its tokens: plain runs and the known blocks they name, in order (an unknown
 * token stays as typed, so an editor sees the mistake).
 */
export function splitPageBlocks(text: string): (string | { block: PageBlock })[] {
  const parts: (string | { block: PageBlock })[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (!isPageBlock(m[1]!)) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ block: m[1] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The reads a page's texts need beyond the settings, each once. */
export function pageBlockReads(texts: readonly string[]): string[] {
  const reads = new Set<string>();
  for (const text of texts) {
    for (const block of pageBlocksIn(text)) for (const r of PAGE_BLOCKS[block].reads) reads.add(r);
  }
  return [...reads];
}
