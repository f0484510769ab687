import { and, eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canSignIn,
  ROLE,
  type Language,
  type MemberStatus,
  type Role,
  type SessionUser,
  type StaffRole,
} from '@club/contracts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, sessions, staffUsers } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';

export const SESSION_COOKIE = 'club_session';

/** What a request knows about its signed-in user. */
export interface SessionContext {
  sessionId: number;
  kind: 'member' | 'staff';
  memberId: number | null;
  staffId: number | null;
  actingMemberId: number | null;
  roles: readonly Role[];
  mustChange: boolean;
  user: SessionUser;
}

export async function createSession(
  db: DbOrTx,
  config: Config,
  who: {
    memberId?: number;
    staffId?: number;
    mustChange: boolean;
    previousLoginAt?: Date | null;
    ip?: string;
    userAgent?: string;
  },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId: who.memberId ?? null,
    staffId: who.staffId ?? null,
    mustChange: who.mustChange,
    previousLoginAt: who.previousLoginAt ?? null,
    ip: who.ip ?? null,
    userAgent: who.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
  });
  return token;
}

const actingMembers = alias(members, 'acting_members');

type MemberFields = Pick<
  typeof members.$inferSelect,
  'id' | 'code' | 'firstName' | 'lastName' | 'email' | 'status' | 'language'
>;
type StaffFields = Pick<
  typeof staffUsers.$inferSelect,
  'id' | 'code' | 'name' | 'email' | 'role' | 'language'
>;
type ActingFields = Pick<
  typeof members.$inferSelect,
  'id' | 'code' | 'firstName' | 'lastName' | 'status'
>;

/** The signed-in member as the web app sees them. */
export function memberSessionUser(
  m: MemberFields,
  mustChange: boolean,
  previousLoginAt: Date | null,
): SessionUser {
  return {
    kind: 'member',
    id: m.id,
    code: m.code,
    name: `${m.firstName} ${m.lastName}`.trim(),
    email: m.email,
    roles: [ROLE.member],
    language: m.language as Language,
    mustChangeCredential: mustChange,
    memberStatus: m.status as MemberStatus,
    actingAs: null,
    lastLoginAt: previousLoginAt?.toISOString() ?? null,
  };
}

/** The signed-in staff user as the web app sees them (an admin may act for a member). */
export function staffSessionUser(
  st: StaffFields,
  mustChange: boolean,
  previousLoginAt: Date | null,
  acting: ActingFields | null,
): SessionUser {
  const role = st.role as StaffRole;
  const am = acting && role === ROLE.admin ? acting : null;
  return {
    kind: 'staff',
    id: st.id,
    code: st.code,
    name: st.name,
    email: st.email,
    roles: am ? [role, ROLE.member] : [role],
    language: st.language as Language,
    mustChangeCredential: mustChange,
    memberStatus: acting ? (acting.status as MemberStatus) : null,
    actingAs: am
      ? {
          id: am.id,
          code: am.code,
          name: `${am.firstName} ${am.lastName}`.trim(),
          status: am.status as MemberStatus,
        }
      : null,
    lastLoginAt: previousLoginAt?.toISOString() ?? null,
  };
}

/** Loads the session of a cookie token, or null when unknown, idle too long or past its end. */
export async function loadSession(
  db: DbOrTx,
  config: Config,
  token: string,
): Promise<SessionContext | null> {
  return (await loadSessionRecord(db, config, sha256(token)))?.session ?? null;
}

/** A loaded session with the times that end it (epoch ms: its absolute end, last seen). */
export interface SessionRecord {
  session: SessionContext;
  expiresAt: number;
  lastSeenAt: number;
}

/** loadSession by the token's hash, with the times that end the session. */
export async function loadSessionRecord(
  db: DbOrTx,
  config: Config,
  tokenHash: string,
): Promise<SessionRecord | null> {
  const rows = await db
    .select({
      s: sessions,
      m: {
        id: members.id,
        code: members.code,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
        status: members.status,
        language: members.language,
      },
      st: {
        id: staffUsers.id,
        code: staffUsers.code,
        name: staffUsers.name,
        email: staffUsers.email,
        role: staffUsers.role,
        language: staffUsers.language,
        active: staffUsers.active,
      },
      am: {
        id: actingMembers.id,
        code: actingMembers.code,
        firstName: actingMembers.firstName,
        lastName: actingMembers.lastName,
        status: actingMembers.status,
      },
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .leftJoin(actingMembers, eq(actingMembers.id, sessions.actingMemberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { s, m, st, am } = row;
  const now = row.now.getTime();
  const idleEnd = s.lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  const memberLeft = m !== null && !canSignIn(m.status);
  if (s.expiresAt.getTime() <= now || idleEnd <= now || (st && !st.active) || memberLeft) {
    // Past its end, idle too long, or its holder no longer has online access.
    await db.delete(sessions).where(eq(sessions.id, s.id));
    return null;
  }
  let acting = am;
  if (acting && !canSignIn(acting.status)) {
    // The member an admin acts for lost online access: the admin's session stops acting.
    await db.update(sessions).set({ actingMemberId: null }).where(eq(sessions.id, s.id));
    acting = null;
  }
  // Keep the idle clock moving without writing on every request.
  let lastSeenAt = s.lastSeenAt.getTime();
  if (now - lastSeenAt > LAST_SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, s.id));
    lastSeenAt = now;
  }
  const user = m
    ? memberSessionUser(m, s.mustChange, s.previousLoginAt)
    : st
      ? staffSessionUser(st, s.mustChange, s.previousLoginAt, acting)
      : null;
  if (!user) return null;
  const roles = user.roles;
  const session: SessionContext = {
    sessionId: s.id,
    kind: user.kind,
    memberId: m?.id ?? null,
    staffId: st?.id ?? null,
    actingMemberId: user.actingAs?.id ?? null,
    roles,
    mustChange: s.mustChange,
    user,
  };
  return { session, expiresAt: s.expiresAt.getTime(), lastSeenAt };
}

/** How often a session's idle clock is written (at most once a minute per session). */
export const LAST_SEEN_EVERY_MS = 60_000;

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/**
 * Ends a member's online access at once (their status no longer allows it): their sessions
 * end, and admins acting for them stop acting.
 */
export async function endMemberSessions(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
  await db
    .update(sessions)
    .set({ actingMemberId: null })
    .where(eq(sessions.actingMemberId, memberId));
}

/** Ends every session of an account (after a PIN or password change, except `keepId`). */
export async function deleteSessionsOf(
  db: DbOrTx,
  who: { memberId?: number; staffId?: number },
  keepId?: number,
): Promise<void> {
  const owner = who.memberId
    ? eq(sessions.memberId, who.memberId)
    : eq(sessions.staffId, who.staffId ?? -1);
  await db.delete(sessions).where(keepId ? and(owner, sql`${sessions.id} <> ${keepId}`) : owner);
}

/**
 * Removes sessions past their absolute end or idle for longer than the idle limit (the worker
 * runs it now and then; a request would refuse them anyway). Answers how many went.
 */
export async function purgeExpiredSessions(db: DbOrTx, idleMinutes: number): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}
