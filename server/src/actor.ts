import { ROLE, type Role } from '@club/contracts';
import { forbidden } from './lib/errors.ts';

/**
 * Who performs a use case. The auth plugin builds one per request (`request.actor`) from the
 * session; jobs act as the system. Use cases take it instead of the HTTP request, so a job can
 * call the same use case a route calls, and the audit writer records it.
 */
export interface Actor {
  kind: 'anonymous' | 'member' | 'staff' | 'system';
  /** The signed-in member (kind member). */
  memberId: number | null;
  /** The signed-in staff user (kind staff). */
  staffId: number | null;
  /** The member an admin acts for ("act as member"), else null. */
  actingForMemberId: number | null;
  roles: readonly Role[];
  /** The session holds a temporary PIN or password that must be changed first. */
  mustChangeCredential: boolean;
  /** The session the request came with (null for anonymous and system). */
  sessionId: number | null;
  /** The request id (x-request-id), or the job's name for the system. */
  requestId: string | null;
  /** The client's address and browser, as far as the server can tell. */
  ip: string | null;
  userAgent: string | null;
}

/** An actor without a session: no member, no staff user, no roles. */
const nobody = (kind: 'anonymous' | 'system') => ({
  kind,
  memberId: null,
  staffId: null,
  actingForMemberId: null,
  roles: [],
  mustChangeCredential: false,
  sessionId: null,
});

/** A visitor who is not signed in. */
export function anonymousActor(client: Pick<Actor, 'requestId' | 'ip' | 'userAgent'>): Actor {
  return { ...nobody('anonymous'), ...client };
}

/** The portal itself, for jobs (reconciliation, the outbox worker, the seed). */
export function systemActor(job: string): Actor {
  return { ...nobody('system'), requestId: job, ip: null, userAgent: null };
}

/** The member whose records the actor may reach: the signed-in member, or the one an admin acts for. */
export function memberScope(actor: Actor): number {
  const id = actor.actingForMemberId ?? actor.memberId;
  if (!id) throw forbidden('This is for members only.');
  return id;
}

/** The staff user acting (an office step records who took it); 403 for anyone else. */
export function staffOf(actor: Actor): number {
  if (actor.staffId === null) throw forbidden('This is for the club office.');
  return actor.staffId;
}

/** Whether the actor is an admin (acting for a member or not). */
export const isAdmin = (actor: Actor) => actor.roles.includes(ROLE.admin);
