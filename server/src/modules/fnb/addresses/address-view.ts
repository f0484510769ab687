import type { MemberAddress } from '@club/contracts';
import type { memberAddresses } from '../../../db/schema/index.ts';

/*
 * The member's saved delivery addresses (the club delivers to them). At most one is the
 * default (a partial unique index); making one default unmarks the others in the same
 * transaction. An address used by an order stays (the order keeps its own copy of the text).
 */

/** The most addresses a member keeps. */
export const MAX_ADDRESSES = 10;

export const toAddress = ({
  memberId: _m,
  createdAt: _c,
  ...a
}: typeof memberAddresses.$inferSelect): MemberAddress => a;
