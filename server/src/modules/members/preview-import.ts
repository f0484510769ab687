import type { ImportPreviewResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { checkImport } from './check-import.ts';

/** Preview: what the file would import and every row error. */
export async function previewImport(
  ctx: AppContext,
  _actor: Actor,
  input: { file: Buffer },
): Promise<ImportPreviewResponse> {
  const checked = await checkImport(ctx.db, input.file);
  return {
    rows: checked.rows,
    valid: checked.valid.length,
    members: checked.valid.map(({ line, values: v }) => ({
      line,
      code: v.code,
      name: [v.title, v.firstName, v.lastName].filter(Boolean).join(' '),
      email: v.email,
      membershipType: v.membershipType,
      status: v.status,
    })),
    errors: checked.errors,
  };
}
