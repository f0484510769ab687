import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@club/contracts/core';
import { keyMap, type TKey } from '../../../lib/i18n';

/*
 * The texts of the audit log's actions and entities, keyed by the contracts' one list that the
 * server's `writeAudit` is typed against: an action or entity without an English text does not
 * compile (`keyMap`), and es and de are typed after the English texts.
 */

const ACTION_KEYS: Record<string, TKey> = keyMap('audit:actions.', AUDIT_ACTIONS);
const ENTITY_KEYS: Record<string, TKey> = keyMap('audit:entities.', AUDIT_ENTITIES);

/**
 * The text key of an action or an entity the log holds, if it has one (an action the list no
 * longer names, in an older entry, shows as recorded).
 */
export const actionKey = (action: string): TKey | undefined =>
  Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action] : undefined;
export const entityKey = (entity: string): TKey | undefined =>
  Object.hasOwn(ENTITY_KEYS, entity) ? ENTITY_KEYS[entity] : undefined;
