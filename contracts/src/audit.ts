import { z } from 'zod';
import { isoDateSchema } from './primitives.ts';
import { listQuery, pagedResponse } from './lists.ts';

/** The audit log screen (admins): who did what, for whom, with before and after. */
export const auditListQuery = listQuery.extend({
  sortBy: z.enum(['at']).optional(),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  entity: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  /** A staff or member code (the one who acted). */
  actor: z.string().trim().max(40).optional(),
  /** The entity's id (e.g. a member's id). */
  entityId: z.string().trim().max(40).optional(),
  /** Dates in the club's time zone, both included. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditListQuery = Partial<z.output<typeof auditListQuery>>;

const who = z.object({ kind: z.enum(['staff', 'member']), code: z.string(), name: z.string() });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: who.nullable(),
  actedFor: who.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The member the entry is about, when the entity is a member. */
  subject: z.object({ code: z.string(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
/**
 * The audit log counts at most this many matching entries: past it, `total` is the cap and
 * `totalCapped` is true ("more than 10,000"), so a page of a large log costs the same as a
 * page of a small one (the data-scale bench); the filters narrow it.
 */
export const AUDIT_COUNT_CAP = 10_000;
export const auditListResponse = pagedResponse(auditEntry).extend({ totalCapped: z.boolean() });
export type AuditListResponse = z.infer<typeof auditListResponse>;

export const auditFacetsResponse = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFacetsResponse = z.infer<typeof auditFacetsResponse>;
