import type { AdminFormTexts } from '../../../../components/admin-form-parts';
import type { DeleteTexts } from '../../../../components/confirm-delete';
import type { RoomType } from '@club/contracts';
import { CHAMBER_TAX_RATES, ROOM_TYPES } from '@club/contracts/core';
import { keyMap } from '../../../../lib/i18n';

/** The text of each room type. */
export const ROOM_TYPE_KEYS = keyMap('chambers:type.', ROOM_TYPES);

export const isRoomType = (value: unknown): value is RoomType =>
  (ROOM_TYPES as readonly unknown[]).includes(value);

/** The GST rates the room form offers, as basis points. */
export const TAX_RATES = CHAMBER_TAX_RATES;

/** The nights of a block from `from` to `to`, both included. */
export const blockNights = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The chambers' words for the parts the catalog forms share (`components/admin-form-parts`). */
export const ROOM_FORM_TEXTS: AdminFormTexts = {
  save: 'chambers:admin.save',
  cancel: 'chambers:admin.cancel',
  close: 'chambers:admin.close',
  sort: 'chambers:admin.fields.sort',
  sortHint: 'chambers:admin.sortHint',
  active: 'chambers:admin.fields.activeLong',
};

/** The chambers' words for deleting a room by its name (refused while it has bookings or blocks). */
export const ROOM_DELETE_TEXTS: DeleteTexts = {
  title: 'chambers:admin.delete.title',
  text: 'chambers:admin.delete.text',
  deleted: 'chambers:admin.deleted',
  refused: 'chambers:admin.delete.hasBlocks',
};
