import type { ImportCommitResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImport } from './check-import.ts';
import { newTemporaryPin } from './issue-pin.ts';
import { insertMember } from './member-writes.ts';
import { mapUniqueViolation } from './unique.ts';

/** Imports every row in one transaction, or nothing when any row is wrong. */
export async function commitImport(
  ctx: AppContext,
  actor: Actor,
  input: { file: Buffer },
): Promise<ImportCommitResponse> {
  const checked = await checkImport(ctx.db, input.file);
  if (checked.errors.length) {
    const lines = new Set(checked.errors.map((e) => e.line)).size;
    throw new AppError(
      400,
      'validation_failed',
      `${lines} of ${checked.rows} rows have errors; nothing was imported.`,
      {
        errors: checked.errors.map((e) => ({
          field: `rows.${e.line}.${e.field}`,
          message: `Line ${e.line}, ${e.field}: ${e.message}`,
          ...(e.key ? { key: e.key } : {}),
        })),
      },
    );
  }
  // Hash the first PINs before the transaction (scrypt is slow; the pool runs them in parallel).
  const pins = await Promise.all(checked.valid.map(() => newTemporaryPin(ctx)));
  try {
    return await ctx.db.transaction(async (tx) => {
      let mailed = 0;
      for (const [i, { values }] of checked.valid.entries()) {
        await insertMember(ctx, tx, actor, values, pins[i]!, 'import');
        if (values.email) mailed++;
      }
      return { imported: checked.valid.length, mailed };
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}
