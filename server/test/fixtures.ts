/**
 * The one place server tests sign in, build the demo accounts, send requests and take their
 * files from. Accounts are made with the seed's factories (the demo seed makes the same ones,
 * so a seeded database is signed into as it is).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { ROLE, type Language, type StaffRole } from '@club/contracts';
import { createMember, createStaff, type MemberInput } from '../src/seed/factories.ts';
import type { TestApp } from './helpers.ts';

/** The scrypt cost of every account a test makes (fast; the app reads the cost from the hash). */
export const COST = 1024;

/** The demo roles by name (the keys of ROLE), and `anonymous` for a caller without a session. */
export type RoleName = keyof typeof ROLE;
export type Who = RoleName | 'anonymous';

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
  language?: Language;
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
} satisfies { member: MemberAccount } & Record<Exclude<RoleName, 'member'>, StaffAccount>;

/** Someone sending requests: the session cookie (none when signed out) goes with each one. */
export interface Caller {
  readonly cookie: string | undefined;
  /** The member's or staff user's id; undefined for `anonymous`. */
  readonly id: number | undefined;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The session cookie a response set, as a Cookie header value. */
function sessionCookie(res: LightMyRequestResponse): string {
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

/** Posts a member sign-in and answers the response (the tests of sign-in itself read it). */
export const memberSignIn = (
  t: TestApp,
  memberCode: string,
  pin: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/member/login',
    payload: { memberCode, pin },
    headers,
  });

/** Posts a staff sign-in and answers the response. */
export const staffSignIn = (t: TestApp, staffCode: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/staff/login', payload: { staffCode, password } });

/** Makes a member with the factory unless the database has the code; answers the id. */
export async function ensureMember(t: TestApp, account: MemberAccount): Promise<number> {
  const db = t.app.ctx.db;
  const found = await db.execute(
    sql`select id from members where upper(code) = upper(${account.code})`,
  );
  const row = found.rows[0] as { id: number } | undefined;
  return row ? row.id : (await createMember(db, account, COST)).id;
}

/** Makes a staff user with the factory unless the database has the code; answers the id. */
export async function ensureStaff(t: TestApp, account: StaffAccount): Promise<number> {
  const db = t.app.ctx.db;
  const found = await db.execute(
    sql`select id from staff_users where code = ${account.code.toLowerCase()}`,
  );
  const row = found.rows[0] as { id: number } | undefined;
  return row ? row.id : (await createStaff(db, account, COST)).id;
}

/** Signs a member in (making them first when the database has no such code). */
export async function signInMember(t: TestApp, account: MemberAccount): Promise<Caller> {
  const id = await ensureMember(t, account);
  return callerFrom(t, await memberSignIn(t, account.code, account.pin), id);
}

/** Signs a staff user in (making them first when the database has no such code). */
export async function signInStaff(t: TestApp, account: StaffAccount): Promise<Caller> {
  const id = await ensureStaff(t, account);
  return callerFrom(t, await staffSignIn(t, account.code, account.password), id);
}

/** What the account of a role is made with, over the demo account's values (never its role). */
export type AccountChanges = { member?: Partial<MemberAccount> } & {
  [R in Exclude<RoleName, 'member'>]?: Partial<Omit<StaffAccount, 'role'>>;
};

/** The demo account of a role, with changes. */
export function accountOf(role: 'member', changes?: AccountChanges): MemberAccount;
export function accountOf(
  role: Exclude<RoleName, 'member'>,
  changes?: AccountChanges,
): StaffAccount;
export function accountOf(role: RoleName, changes: AccountChanges = {}) {
  return role === 'member'
    ? { ...ACCOUNTS.member, ...changes.member }
    : { ...ACCOUNTS[role], ...changes[role] };
}

/** Makes the demo accounts of the roles without signing in (for the tests of signing in). */
export async function makeAccounts(
  t: TestApp,
  roles: readonly RoleName[],
  changes: AccountChanges = {},
): Promise<void> {
  for (const role of roles) {
    if (role === 'member') await ensureMember(t, accountOf(role, changes));
    else await ensureStaff(t, accountOf(role, changes));
  }
}

export type As = (who: Who) => Caller;

/**
 * Signs in one account per role, in order (making those the database lacks), and answers
 * who's who: `const as = await signInAs(t, ['member', 'admin']);` then
 * `await as('admin').inject({ method, url, payload })`; `as('anonymous')` sends no cookie.
 */
export async function signInAs(
  t: TestApp,
  roles: readonly RoleName[],
  changes: AccountChanges = {},
): Promise<As> {
  const callers = new Map<Who, Caller>([['anonymous', callerWith(t)]]);
  for (const role of roles) {
    callers.set(
      role,
      role === 'member'
        ? await signInMember(t, accountOf(role, changes))
        : await signInStaff(t, accountOf(role, changes)),
    );
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
