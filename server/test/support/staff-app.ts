import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { signInAs, type AccountChanges, type As, type RoleName } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** The accounts most files sign in: a member, an admin, an editor and an event manager. */
export const STAFF_ROLES: readonly RoleName[] = ['member', 'admin', 'editor', 'eventManager'];

export interface StaffAppOptions {
  /** Who signs in (STAFF_ROLES unless told). */
  roles?: readonly RoleName[];
  /** Their accounts' values over the demo ones. */
  changes?: AccountChanges;
  /** The club's day: the clock stands on it at 10:00 (Asia/Kolkata). */
  today?: string;
  /** The app's settings over the tests' ones (createTestApp's overrides). */
  env?: Record<string, string>;
}

/** A fresh app with its clock set (when told) and the accounts signed in. */
export async function startStaffApp(o: StaffAppOptions = {}): Promise<{ t: TestApp; as: As }> {
  const t = await createTestApp(o.env);
  if (o.today) {
    const moment = new Date(`${o.today}T10:00:00+05:30`);
    t.app.ctx.clock = { now: () => moment };
  }
  const as = await signInAs(t, o.roles ?? STAFF_ROLES, o.changes);
  return { t, as };
}

/** The app of the file's tests (one copy per file), set by useStaffApp. */
export let t: TestApp;
export let as: As;

/**
 * Starts the file's app before its tests (then runs `prepare`, for the file's own rows) and
 * closes it after them.
 */
export function useStaffApp(
  o: StaffAppOptions & { prepare?: (app: TestApp, as: As) => Promise<unknown> } = {},
) {
  beforeAll(async () => {
    ({ t, as } = await startStaffApp(o));
    await o.prepare?.(t, as);
  });
  afterAll(() => t.close());
}

/** How many audit entries of an action the app's database holds. */
export async function countAudits(app: TestApp, action: string): Promise<number> {
  const res = await app.app.ctx.db.execute(
    sql`select count(*)::int as n from audit_log where action = ${action}`,
  );
  return Number((res.rows[0] as { n: number }).n);
}

/** The fields a 400 answer names, sorted. */
export const errorFields = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field).sort();
