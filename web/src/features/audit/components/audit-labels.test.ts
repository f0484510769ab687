import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, EVENT_FILE_KINDS, EVENT_STATUSES } from '@club/contracts';
import '../../../lib/i18n';
import de from '../../../locales/de';
import en from '../../../locales/en';
import es from '../../../locales/es';
import { actionKey, entityKey } from './audit-labels';

type Tree = { [key: string]: string | Tree };

/** The text at a key ('audit:actions.member.update') in one language's key space. */
function text(locale: unknown, key: string): string | undefined {
  let node: unknown = locale;
  for (const part of key.replace(':', '.').split('.'))
    node = typeof node === 'object' && node ? (node as Tree)[part] : undefined;
  return typeof node === 'string' && node.trim() ? node : undefined;
}

const LOCALES = [
  ['en', en],
  ['es', es],
  ['de', de],
] as const;

/*
 * The server's `writeAudit` is typed against the contracts' AUDIT_ACTIONS and AUDIT_ENTITIES,
 * and the labels are keyed by them (a missing English text does not compile): what is left to
 * check at run time is that every one reads in every language.
 */
describe('the audit log’s labels', () => {
  it.each(LOCALES)('has a %s text for every action the server may write', (_lang, locale) => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(40);
    expect(AUDIT_ACTIONS).toContain('member.update');
    expect(AUDIT_ACTIONS.filter((a) => !actionKey(a) || !text(locale, actionKey(a)!))).toEqual([]);
  });

  it('has a label for the actions the server puts together from parts', () => {
    // The content lists', the events' status and file steps', and the payment failures'.
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

  it.each(LOCALES)('has a %s text for every entity the server names', (_lang, locale) => {
    expect(AUDIT_ENTITIES).toContain('member');
    expect(AUDIT_ENTITIES.filter((e) => !entityKey(e) || !text(locale, entityKey(e)!))).toEqual([]);
  });

  it('answers no key for an action or entity it does not know', () => {
    expect(actionKey('some.new_action')).toBeUndefined();
    expect(actionKey('toString')).toBeUndefined();
    expect(entityKey('constructor')).toBeUndefined();
    expect(actionKey('member.update')).toBe('audit:actions.member.update');
  });
});
