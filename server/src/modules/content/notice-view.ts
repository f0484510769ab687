import type { Notice } from '@club/contracts';
import type { notices } from '../../db/schema/index.ts';

/** A notice as the Notice Board and its management show it. */
export const toNotice = (r: typeof notices.$inferSelect): Notice => ({
  id: r.id,
  title: r.title,
  bodyHtml: r.bodyHtml,
  showFrom: r.showFrom,
  showUntil: r.showUntil,
  pinned: r.pinned,
  audience: r.audience,
  updatedAt: r.updatedAt.toISOString(),
});
