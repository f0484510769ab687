import type { MagazineIssue } from '@club/contracts';
import type { magazineIssues } from '../../db/schema/index.ts';

/** Clubman PDFs are members-only: a private area, served by this module after an access check. */
export const MAGAZINE_AREA = 'magazine';

/** An issue of Clubman as members and staff see it listed. */
export const toIssue = (r: typeof magazineIssues.$inferSelect): MagazineIssue => ({
  id: r.id,
  title: r.title,
  issueDate: r.issueDate,
  size: r.size,
  createdAt: r.createdAt.toISOString(),
});
