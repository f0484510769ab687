import type { Language } from '@club/contracts';
import { FNB_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The member's orders API (contracts' FNB_API.memberOrders) as lib/api takes it, without '/api'. */
export const MY_ORDERS_PATH = apiPath(FNB_API.memberOrders);

export const myOrderPath = (id: number) => `${MY_ORDERS_PATH}/${id}`;

/** Where the browser downloads an order's tax invoice (PDF; same origin, session cookie). */
/** An order's invoice PDF, written in the reader's language. */
export const invoicePdfUrl = (id: number, lang: Language) =>
  `${FNB_API.memberOrders}/${id}/invoice.pdf?lang=${lang}`;

/** The live streams of order changes (server-sent events): the member's own, and staff's. */
export const MY_ORDERS_STREAM_URL = `${FNB_API.memberOrders}/stream`;
export const STAFF_ORDERS_STREAM_URL = `${FNB_API.orders}/stream`;
