import {
  checkoutAddressGiven,
  checkoutAddressIssue,
  checkoutRequest,
  type FnbFulfilment,
  type FnbOutlet,
  type FnbPaymentMethod,
  type Outlet,
} from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../../lib/api';
import i18n from '../../../../lib/i18n';
import { errorText } from '../../../../lib/notify';
import { useMenuFormat } from './use-menu-format';

/* The checkout form's values, its schema and the rules its page reads (checkout-page.tsx). */

/** What the checkout form holds: the member's choices (the cart gives the rest). */
export interface CheckoutValues extends Record<string, unknown> {
  fulfilment: FnbFulfilment;
  /** The chosen saved address, as the radios give it. */
  addressId: string | null;
  slot: string;
  paymentMethod: FnbPaymentMethod;
  notes: string;
  termsAccepted: boolean;
}

const S = checkoutRequest.shape;
/** The form's schema: the contract's fields and its address rule. */
export const checkoutFormSchema = z
  .object({
    fulfilment: S.fulfilment,
    addressId: S.addressId,
    slot: S.slot,
    paymentMethod: S.paymentMethod,
    notes: S.notes,
    termsAccepted: S.termsAccepted,
  })
  .refine(checkoutAddressGiven, checkoutAddressIssue);

/** Why the outlet takes no order now (paused, closed), or null. */
export function useOutletBlock(code: FnbOutlet, outlet: Outlet | undefined): string | null {
  const { t } = useTranslation();
  const f = useMenuFormat();
  if (!outlet) return null;
  const name = f.outletName(code);
  if (outlet.paused) return t('fnb:member.checkout.paused', { outlet: name });
  if (!outlet.openNow)
    return t('fnb:member.checkout.closed', {
      outlet: name,
      from: f.time(outlet.opensAt),
      to: f.time(outlet.closesAt),
    });
  return null;
}

/** A refused checkout's toast text: the field's message for one field (no "field:" prefix). */
export function refusalText(error: unknown): string {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (isApiError(error) && lang === 'en' && error.problem.errors?.length === 1) {
    return error.problem.errors[0]!.message;
  }
  return errorText(error);
}
