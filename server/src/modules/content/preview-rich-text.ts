import type { RichTextPreviewRequest, RichTextPreviewResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * What a page would keep of each markup an editor pastes (the showcases): the same allow-list
 * a page's text is cleaned with when it is saved, so a showcase never shows an element the
 * pages would drop. Nothing is stored.
 */
export async function previewRichText(
  _ctx: AppContext,
  _actor: Actor,
  input: RichTextPreviewRequest,
): Promise<RichTextPreviewResponse> {
  return { html: input.html.map(sanitizeRichText) };
}
