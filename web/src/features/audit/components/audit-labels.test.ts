import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_FILE_KINDS, EVENT_STATUSES } from '@club/contracts';
import '../../../lib/i18n';
import { actionKey, AUDIT_ACTIONS, entityKey } from './audit-labels';

/** The server's sources: from the folder the tests run in (web/ or the repository) upwards. */
function serverSources(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'server/src/modules'))) return join(dir, 'server/src');
    if (dirname(dir) === dir) throw new Error('server/src not found');
  }
}
const SERVER = serverSources();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The action and entity of every writeAudit call in the server, as written there. */
function auditCalls() {
  const actions = new Set<string>();
  const templates = new Set<string>();
  const entities = new Set<string>();
  for (const file of sources(join(SERVER, 'modules'))) {
    const text = readFileSync(file, 'utf8');
    for (const [i] of [...text.matchAll(/writeAudit\(/g)].map((m) => [m.index])) {
      const call = text.slice(i, text.indexOf('entity', text.indexOf('action', i)) + 60);
      const head = call.slice(0, call.lastIndexOf('entity'));
      for (const m of head.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.add(m[1]!);
      for (const m of head.matchAll(/`([^`]+)`/g)) templates.add(m[1]!);
      const entity = /entity: '([a-z_]+)'/.exec(call);
      if (entity) entities.add(entity[1]!);
    }
  }
  return { actions, templates, entities };
}

describe('the audit log’s labels', () => {
  const found = auditCalls();

  it('finds the server’s audit calls (the scan itself works)', () => {
    expect(found.actions.size).toBeGreaterThan(40);
    expect(found.actions).toContain('member.update');
    expect(found.entities).toContain('member');
  });

  it('has a label for every action the server writes', () => {
    expect([...found.actions].filter((a) => !actionKey(a))).toEqual([]);
    // The two actions built from parts: the content lists' and the payment failures'.
    expect([...found.templates].sort()).toEqual([
      '${entity}.create',
      '${entity}.delete',
      '${entity}.update',
      'events.event.${input.kind}_remove',
      'events.event.${input.kind}_set',
      'events.event.${input.status}',
      'payment.${code}',
    ]);
    for (const status of EVENT_STATUSES)
      expect(actionKey(`events.event.${status}`), status).toBeDefined();
    for (const kind of EVENT_FILE_KINDS)
      for (const verb of ['set', 'remove'])
        expect(actionKey(`events.event.${kind}_${verb}`), `${kind}_${verb}`).toBeDefined();
    for (const entity of ['committee_member', 'affiliated_club', 'site_image'])
      for (const verb of ['create', 'update', 'delete'])
        expect(actionKey(`${entity}.${verb}`), `${entity}.${verb}`).toBeDefined();
    for (const code of ['cancelled', 'abandoned'])
      expect(actionKey(`payment.${code}`), code).toBeDefined();
  });

  it('has a label for every entity the server names', () => {
    expect([...found.entities].filter((e) => !entityKey(e))).toEqual([]);
  });

  it('answers no key for an action or entity it does not know', () => {
    expect(actionKey('some.new_action')).toBeUndefined();
    expect(actionKey('toString')).toBeUndefined();
    expect(entityKey('constructor')).toBeUndefined();
    expect(AUDIT_ACTIONS).toContain('member.update');
  });
});
