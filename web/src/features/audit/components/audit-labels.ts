import { keyMap, type TKey } from '../../../lib/i18n';

/**
 * Every action the server writes to the audit log (grep `writeAudit(` in server/src/modules;
 * the content lists write `<entity>.create|update|delete`, payments `payment.<failure code>`).
 * audit-labels.test.ts checks the server's list against this one.
 */
export const AUDIT_ACTIONS = [
  'act_as.start',
  'act_as.stop',
  'staff.password_change',
  'staff.password_reset',
  'member.create',
  'member.import',
  'member.update',
  'member.status',
  'member.photo',
  'member.reset_pin',
  'member.pin_reset',
  'member.pin_change',
  'member.activate',
  'payment.create',
  'payment.capture',
  'payment.fail',
  'payment.cancelled',
  'payment.abandoned',
  'payment.signature_refused',
  'payment.refund',
  'payment.refund_request',
  'payment.refund_retry',
  'statement_import.create',
  'fnb.upload',
  'fnb.order.place',
  'fnb.order.paid',
  'fnb.order.unpaid',
  'fnb.order.late_payment',
  'fnb.order.status',
  'fnb.order.cancel',
  'fnb.order.reject',
  'fnb.order.remove_line',
  'fnb.item.create',
  'fnb.item.update',
  'fnb.item.delete',
  'fnb.item.activate',
  'fnb.item.deactivate',
  'fnb.item.sold_out',
  'fnb.item.back_in_stock',
  'fnb.item.reorder',
  'fnb.category.create',
  'fnb.category.update',
  'fnb.category.delete',
  'fnb.category.activate',
  'fnb.category.deactivate',
  'fnb.category.reorder',
  'fnb.sub_category.create',
  'fnb.sub_category.update',
  'fnb.sub_category.delete',
  'fnb.sub_category.activate',
  'fnb.sub_category.deactivate',
  'fnb.sub_category.reorder',
  'fnb.outlet.update',
  'fnb.outlet.pause',
  'fnb.outlet.resume',
  'notice.create',
  'notice.update',
  'notice.delete',
  'magazine.upload',
  'magazine.delete',
  'committee_member.create',
  'committee_member.update',
  'committee_member.delete',
  'affiliated_club.create',
  'affiliated_club.update',
  'affiliated_club.delete',
  'site_image.create',
  'site_image.update',
  'site_image.delete',
  'content.page.update',
  'content.upload',
  'settings.update',
] as const;

/** Every kind of record the audit log names (the `entity` of its entries). */
export const AUDIT_ENTITIES = [
  'staff',
  'member',
  'payment',
  'statement_import',
  'fnb_order',
  'fnb_item',
  'fnb_category',
  'fnb_sub_category',
  'fnb_outlet',
  'file',
  'notice',
  'magazine_issue',
  'committee_member',
  'affiliated_club',
  'site_image',
  'content_page',
  'club_settings',
] as const;

const ACTION_KEYS: Record<string, TKey> = keyMap('audit:actions.', AUDIT_ACTIONS);
const ENTITY_KEYS: Record<string, TKey> = keyMap('audit:entities.', AUDIT_ENTITIES);

/** The text key of an action or an entity, if it has one (a new one shows as recorded). */
export const actionKey = (action: string): TKey | undefined =>
  Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action] : undefined;
export const entityKey = (entity: string): TKey | undefined =>
  Object.hasOwn(ENTITY_KEYS, entity) ? ENTITY_KEYS[entity] : undefined;
