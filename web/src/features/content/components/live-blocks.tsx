import type { CancellationPolicy, PageBlock } from '@club/contracts';
import {
  CHAMBER_MAX_NIGHTS,
  CHAMBER_MAX_ROOMS,
  PAGE_BLOCKS,
  splitPageBlocks,
} from '@club/contracts/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../settings';
import { RichHtml } from './rich-html';

/**
 * The live blocks of a page's text (contracts/src/page-blocks.ts, docs/content-blocks.md): the
 * tokens an editor places where a number or a policy belongs, drawn from the data the portal
 * books with. A page offers the block tokens it can draw (`blocks`: the Chambers' tariffs,
 * the halls' prices); an inline token (a cancellation policy) is text from the club's
 * settings, on any page.
 */
export type LiveBlocks = Partial<Record<PageBlock, ReactNode>>;

type Inline = Extract<
  PageBlock,
  'chambers.cancellation' | 'chambers.stay' | 'banquets.cancellation'
>;

/** A cancellation policy's refunds as one phrase, longest notice first. */
function useRefunds() {
  const { t } = useTranslation();
  return (policy: CancellationPolicy) => {
    const tiers = [...policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
    if (tiers.length === 1)
      return t('content:live.tierAlways', { percent: tiers[0]!.refundPercent });
    return tiers
      .map((x) =>
        x.minDaysBefore > 0
          ? t('content:live.tier', { count: x.minDaysBefore, percent: x.refundPercent })
          : x.refundPercent > 0
            ? t('content:live.tierLater', { percent: x.refundPercent })
            : t('content:live.tierLaterNone'),
      )
      .join(', ');
  };
}

/**
 * Replaces the inline tokens of a text with what they say now (the settings not yet read: with
 * nothing). Block tokens are left to `PageBody`.
 */
export function useLiveText(): (text: string) => string {
  const { t } = useTranslation();
  const policies = useClubSettings().data?.cancellationPolicies;
  const refunds = useRefunds();
  const inline: Record<Inline, () => string> = {
    'chambers.cancellation': () =>
      policies
        ? t('content:live.chambersCancellation', { refunds: refunds(policies.chambers) })
        : '',
    'chambers.stay': () =>
      t('content:live.chambersStay', { count: CHAMBER_MAX_NIGHTS, rooms: CHAMBER_MAX_ROOMS }),
    'banquets.cancellation': () =>
      policies
        ? t('content:live.banquetsCancellation', { refunds: refunds(policies.banquets) })
        : '',
  };
  return (text) =>
    splitPageBlocks(text)
      .map((part) =>
        typeof part === 'string'
          ? part
          : PAGE_BLOCKS[part.block].kind === 'inline'
            ? inline[part.block as Inline]()
            : `{{${part.block}}}`,
      )
      .join('');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph that holds a token alone: where a block is drawn. */
const BLOCK_PARAGRAPH = /<p>\s*(\{\{\s*[a-z]+\.[a-z]+\s*\}\})\s*<\/p>/g;

/**
 * A page's body: its rich text, with each block token that stands alone in a paragraph drawn
 * as the page's block (none where the page offers no such block) and the inline tokens as text.
 */
export function PageBody({ html, blocks }: { html: string; blocks?: LiveBlocks }) {
  const live = useLiveText();
  const text = (s: string) =>
    splitPageBlocks(s)
      .map((part) => (typeof part === 'string' ? part : escapeHtml(live(`{{${part.block}}}`))))
      .join('');
  const pieces = html.split(BLOCK_PARAGRAPH);
  return (
    <>
      {pieces.map((piece, i) => {
        if (i % 2 === 0) return piece.trim() ? <RichHtml key={i} html={text(piece)} /> : null;
        const [part] = splitPageBlocks(piece);
        if (part && typeof part !== 'string' && PAGE_BLOCKS[part.block].kind === 'block') {
          return <Fragment key={i}>{blocks?.[part.block] ?? null}</Fragment>;
        }
        return <RichHtml key={i} html={text(`<p>${piece}</p>`)} />;
      })}
    </>
  );
}
