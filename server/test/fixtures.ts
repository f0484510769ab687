/**
 * The one place server tests sign in, build the demo accounts, send requests and take their
 * files from. Accounts are made with the seed's factories (the demo seed makes the same ones,
 * so a seeded database is signed into as it is).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { ROLE, type StaffRole } from '@club/contracts';
import { createMember, createStaff, type MemberInput } from '../src/seed/factories.ts';
import type { TestApp } from './helpers.ts';

/** The scrypt cost of every account a test makes (fast; the app reads the cost from the hash). */
export const COST = 1024;

/** The demo roles by name, and `anonymous` for a caller without a session. */
export type Role = keyof typeof ROLE;
export type Who = Role | 'anonymous';

export interface MemberAccount extends MemberInput {
  code: string;
  pin: string;
}

export interface StaffAccount {
  code: string;
  password: string;
  name: string;
  email: string;
  role: StaffRole;
  language?: string;
}

/** The demo accounts: fixed codes and secrets, the same as the demo seed's. */
export const ACCOUNTS = {
  member: { code: 'M1001', pin: '1234' },
  admin: {
    code: 'admin',
    password: 'Admin@12345',
    name: 'Admin',
    email: 'admin@example.com',
    role: ROLE.admin,
  },
  editor: {
    code: 'editor',
    password: 'Editor@12345',
    name: 'Editor',
    email: 'editor@example.com',
    role: ROLE.editor,
  },
  eventManager: {
    code: 'events',
    password: 'Events@12345',
    name: 'Events',
    email: 'events@example.com',
    role: ROLE.eventManager,
  },
} satisfies { member: MemberAccount } & Record<Exclude<Role, 'member'>, StaffAccount>;

/** Someone sending requests: the session cookie (none when signed out) goes with each one. */
export interface Caller {
  readonly cookie: string | undefined;
  /** The member's or staff user's id; undefined for `anonymous`. */
  readonly id: number | undefined;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'club_session');
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `club_session=${c.value}`;
}

/** A caller sending the given cookie (or none). */
export function callerWith(t: TestApp, cookie?: string, id?: number): Caller {
  return {
    cookie,
    id,
    inject: (opts) =>
      t.app.inject({
        ...opts,
        headers: { ...(cookie ? { cookie } : {}), ...(opts.headers ?? {}) },
      } as InjectOptions),
  };
}

/** The caller a sign-in response made. */
export const callerFrom = (t: TestApp, res: LightMyRequestResponse, id?: number) =>
  callerWith(t, sessionCookie(res), id);

const login = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload });

/** Signs a member in (making them first when the database has no such code). */
export async function signInMember(t: TestApp, account: MemberAccount): Promise<Caller> {
  const db = t.app.ctx.db;
  const found = await db.execute(
    sql`select id from members where upper(code) = upper(${account.code})`,
  );
  const id =
    (found.rows[0] as { id: number } | undefined)?.id ?? (await createMember(db, account, COST)).id;
  const res = await login(t, '/api/auth/member/login', {
    memberCode: account.code,
    pin: account.pin,
  });
  return callerFrom(t, res, id);
}

/** Signs a staff user in (making them first when the database has no such code). */
export async function signInStaff(t: TestApp, account: StaffAccount): Promise<Caller> {
  const db = t.app.ctx.db;
  const found = await db.execute(
    sql`select id from staff_users where code = ${account.code.toLowerCase()}`,
  );
  const id =
    (found.rows[0] as { id: number } | undefined)?.id ?? (await createStaff(db, account, COST)).id;
  const res = await login(t, '/api/auth/staff/login', {
    staffCode: account.code,
    password: account.password,
  });
  return callerFrom(t, res, id);
}

export type As = (who: Who) => Caller;

/**
 * Signs in one account per role, in order, and answers who's who:
 * `const as = await signInAs(t, ['member', 'admin']); await as('admin').inject({ method, url })`.
 * `accounts` changes what an account is made with (a member's name, a staff user's name), never
 * which role it has.
 */
export async function signInAs(
  t: TestApp,
  roles: readonly Role[],
  accounts: { member?: Partial<MemberAccount> } & {
    [R in Exclude<Role, 'member'>]?: Partial<Omit<StaffAccount, 'role'>>;
  } = {},
): Promise<As> {
  const callers = new Map<Who, Caller>([['anonymous', callerWith(t)]]);
  for (const role of roles) {
    if (role === 'member') {
      callers.set(role, await signInMember(t, { ...ACCOUNTS.member, ...accounts.member }));
    } else {
      callers.set(role, await signInStaff(t, { ...ACCOUNTS[role], ...accounts[role] }));
    }
  }
  return (who) => {
    const caller = callers.get(who);
    if (!caller) throw new Error(`signInAs: ${who} was not signed in`);
    return caller;
  };
}

// Files: types are told by bytes, not names.

/** The smallest valid PNG (1x1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface FilePart {
  /** The form field; "file" unless told. */
  field?: string;
  name: string;
  type: string;
  data: Buffer | string;
}

/** A multipart/form-data body (text fields first, then files) for inject. */
export function multipart({
  fields = {},
  files = [],
}: {
  fields?: Record<string, string>;
  files?: FilePart[];
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
