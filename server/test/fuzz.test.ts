/**
 * Hostile input, route by route: walks every operation of the OpenAPI document, builds a valid
 * request from its schemas, then sends it again with one field or parameter replaced by a
 * hostile value (control characters, lone surrogates, huge and negative numbers, ids past
 * PostgreSQL's integer, impossible dates, wrong types), and every body-taking route with
 * hostile whole bodies (deep nesting, truncated multipart, broken JSON, oversized). No answer
 * may be a 5xx, and every refusal is problem+json; text the database cannot store is refused
 * with a 400 naming the field. Routes added later are walked by themselves.
 */
import { generateSync } from 'json-schema-faker';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type Role } from '@club/contracts';
import {
  ACCOUNTS,
  ensureMember,
  signInAs,
  signInMember,
  type Caller,
  type RoleName,
} from './fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  maxLength?: number;
  nullable?: boolean;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  /** The OpenAPI path, `/api/x/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  access: 'public' | readonly Role[];
}

/** Text PostgreSQL cannot store: the portal must refuse it with a 400 naming the field. */
const UNSTORABLE = ['a\u0000b', '\u0000', 'x\ud800y', '\udc00'];

/** Values any field might receive from a careless or hostile client. */
const ANY_FIELD: unknown[] = [
  null,
  true,
  [],
  {},
  ['a', 'b'],
  { nested: { deeper: 'x' } },
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(20_000),
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '2026-13-01T25:61:00Z',
  '2147483648',
  '-1',
  '1e400',
  'NaN',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '\u202e\u200b\ufeff',
  '😀'.repeat(30),
  '__proto__',
];

/** Values a path or query parameter might receive (already URL-encoded). */
const ANY_PARAM = [
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '1e308',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '0000-00',
  '2026-13',
  '9999-99',
  '%20',
  'x'.repeat(2_000),
];

/** Whole bodies no route should choke on. */
function hostileBodies(): { name: string; payload: string | Buffer; type: string }[] {
  const boundary = '----fuzz7';
  return [
    {
      name: 'deep arrays',
      payload: '['.repeat(20_000) + ']'.repeat(20_000),
      type: 'application/json',
    },
    {
      name: 'deep objects',
      payload: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      type: 'application/json',
    },
    { name: 'broken JSON', payload: '{"a":', type: 'application/json' },
    { name: 'JSON null', payload: 'null', type: 'application/json' },
    { name: 'JSON string', payload: '"\\u0000"', type: 'application/json' },
    { name: 'NUL key', payload: '{"\\u0000":"\\ud800"}', type: 'application/json' },
    { name: 'proto', payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
    { name: 'oversized', payload: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
    { name: 'plain text', payload: 'hello', type: 'text/plain' },
    { name: 'form', payload: 'a=%00&b=%ED%A0%80', type: 'application/x-www-form-urlencoded' },
    {
      name: 'truncated multipart',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
      type: `multipart/form-data; boundary=${boundary}`,
    },
    {
      name: 'multipart, NUL field',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
      type: `multipart/form-data; boundary=${boundary}`,
    },
    { name: 'multipart, no boundary', payload: 'x', type: 'multipart/form-data' },
  ];
}

let t: TestApp;
let operations: Operation[];
const MEMBER = { code: 'F9001', pin: '4321', firstName: 'Fuzz', lastName: 'Member' };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  // The demo member first (a likely target of `{id}` = 1); the fuzzing member signs in as F9001.
  await ensureMember(t, ACCOUNTS.member);
  await ensureMember(t, MEMBER);
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >;
  };
  const accessOf = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      access: accessOf.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`) ?? [],
    })),
  );
}, 120_000);
afterAll(() => t.close());

/** A fresh caller of a role the operation allows (a state change of one case never leaks). */
async function callerFor(op: Operation): Promise<Caller> {
  if (op.access === 'public') return (await signInAs(t, []))('anonymous');
  const order: [Role, RoleName][] = [
    [ROLE.member, 'member'],
    [ROLE.admin, 'admin'],
    [ROLE.editor, 'editor'],
    [ROLE.eventManager, 'eventManager'],
  ];
  const [, name] = order.find(([role]) => op.access.includes(role)) ?? order[1]!;
  if (name === 'member') return signInMember(t, MEMBER);
  return (await signInAs(t, [name]))(name);
}

/** A valid example of a schema (deterministic), with dates and ids the portal accepts. */
function sample(schema: Schema | undefined, seed: number): unknown {
  if (!schema) return undefined;
  return generateSync(schema as never, {
    seed,
    alwaysFakeOptionals: true,
    useDefaultValue: true,
    maxItems: 1,
    formats: { email: () => 'fuzz@example.com' },
  });
}

/** The leaf fields of a body schema as paths (objects and the first array item, 3 deep). */
function leafPaths(
  schema: Schema | undefined,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (!schema || prefix.length > 3) return [];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([k, s]) => {
      const inner = leafPaths(s, [...prefix, k]);
      return [[...prefix, k], ...inner];
    });
  }
  if (schema.items) return leafPaths(schema.items, [...prefix, 0]);
  return [];
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(target ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      const next = node[key];
      node[key] =
        next && typeof next === 'object' ? next : typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

function paramValue(p: Parameter, seed: number): string {
  if (p.name === 'id' || p.name.endsWith('Id')) return '1';
  const v = sample(p.schema, seed);
  return encodeURIComponent(String(v ?? ''));
}

function buildUrl(op: Operation, values: Record<string, string>): string {
  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
  const query = op.parameters
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .map((p) => `${p.name}=${values[p.name]}`)
    .join('&');
  if (query) url += `?${query}`;
  return url;
}

interface Failure {
  op: string;
  input: string;
  status: number;
  body: string;
}

function check(
  failures: Failure[],
  op: Operation,
  input: string,
  res: LightMyRequestResponse,
  expectField?: string,
) {
  const problem = res.statusCode >= 400;
  const isProblem = String(res.headers['content-type'] ?? '').includes('application/problem+json');
  let bad = res.statusCode >= 500 || (problem && !isProblem);
  if (!bad && expectField !== undefined) {
    const fields = isProblem
      ? ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field)
      : [];
    bad =
      res.statusCode !== 400 ||
      !fields.some((f) => f === expectField || f.startsWith(`${expectField}.`));
  }
  if (bad) {
    failures.push({
      op: `${op.method} ${op.path}`,
      input,
      status: res.statusCode,
      body: res.body.slice(0, 300),
    });
  }
}

const report = (failures: Failure[]) =>
  failures.map((f) => `${f.op} [${f.input}] -> ${f.status} ${f.body}`).join('\n');

describe('hostile input on every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((o) => o.body).length).toBeGreaterThan(20);
  });

  it('answers hostile fields and parameters with problem+json, never a 5xx', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const [n, op] of operations.entries()) {
      const caller = await callerFor(op);
      const baseParams = Object.fromEntries(
        op.parameters
          .filter((p) => p.in !== 'header')
          .map((p, i) => [p.name, paramValue(p, n * 31 + i)]),
      );
      const baseBody = sample(op.body, n);
      const send = (params: Record<string, string>, payload: unknown) => {
        sent++;
        return caller.inject({
          method: op.method as 'GET',
          url: buildUrl(op, params),
          // Each request from its own address, so that per-address rate limits never answer first.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          ...(op.body ? { payload: payload as object } : {}),
        });
      };

      for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
        for (const value of ANY_PARAM) {
          const res = await send({ ...baseParams, [p.name]: value }, baseBody);
          check(failures, op, `${p.in} ${p.name}=${value.slice(0, 30)}`, res);
        }
        for (const value of ['a%00b', '%00']) {
          const res = await send({ ...baseParams, [p.name]: value }, baseBody);
          check(failures, op, `${p.in} ${p.name}=${value}`, res, p.name);
        }
      }

      for (const path of leafPaths(op.body)) {
        const field = path.join('.');
        for (const value of ANY_FIELD) {
          const res = await send(baseParams, setAt(baseBody, path, value));
          check(failures, op, `${field}=${JSON.stringify(value)?.slice(0, 30)}`, res);
        }
        for (const value of UNSTORABLE) {
          const res = await send(baseParams, setAt(baseBody, path, value));
          check(failures, op, `${field}=${JSON.stringify(value)}`, res, field);
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(report(failures)).toBe('');
  }, 600_000);

  it('answers hostile whole bodies with problem+json, never a 5xx', async () => {
    const failures: Failure[] = [];
    const writes = operations.filter((o) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method));
    for (const op of writes) {
      const caller = await callerFor(op);
      for (const body of hostileBodies()) {
        const res = await caller.inject({
          method: op.method as 'POST',
          url: buildUrl(op, {}),
          payload: body.payload,
          headers: { 'content-type': body.type },
        });
        check(failures, op, body.name, res);
      }
    }
    expect(report(failures)).toBe('');
  }, 600_000);
});
