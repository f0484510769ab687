import { FNB_MAX_QUANTITY, type FnbOrder } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { memberItemQueryOptions } from '../api/get-member-item';
import { memberMenuQueryOptions } from '../api/get-member-menu';
import { useMenuFormat } from '../components/member/use-menu-format';
import { planReorder, reorderWants, settleReorder, type Looked, type ReorderSkip } from './reorder';
import { useCart } from './use-cart';

/** What ordering an order again did: the items put in the cart, and those not, with why. */
export interface ReorderResult {
  added: { name: string; quantity: number }[];
  skipped: { name: string; reason: string }[];
}

/**
 * Orders an order again: asks the menu for each of the order's items now and puts those that
 * can be ordered back in the cart with their quantities, at today's prices (the cart's
 * toasts, SPEC.md §8). The answer names what could not be added and why.
 */
export function useReorder() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = useLanguage();
  const cart = useCart();
  const f = useMenuFormat();

  const why = (skip: ReorderSkip): string => {
    switch (skip.kind) {
      case 'gone':
        return t('fnb:member.unavailable.inactive');
      case 'atMost':
        return t('fnb:member.atMost', { max: FNB_MAX_QUANTITY });
      case 'failed':
        return errorText(skip.error);
      case 'unavailable': {
        const menu = qc.getQueryData(memberMenuQueryOptions(lang).queryKey);
        const outlet = menu?.outlets.find((o) => o.code === skip.item.outlet);
        return f.unavailableText(skip.item, outlet) ?? '';
      }
    }
  };

  return useMutation({
    mutationFn: async (order: Pick<FnbOrder, 'lines'>): Promise<ReorderResult> => {
      const wants = reorderWants(order);
      await qc.fetchQuery(memberMenuQueryOptions(lang)).catch(() => undefined);
      const looked = await Promise.all(
        wants.map((w): Promise<Looked> =>
          qc
            .fetchQuery({ ...memberItemQueryOptions(w.itemId, lang), staleTime: 0, retry: false })
            .then(
              (item) => ({ item }),
              (error: unknown) =>
                isApiError(error) && error.status === 404 ? { notFound: true } : { error },
            ),
        ),
      );
      const plan = planReorder(wants, looked);
      const outcomes = cart.addAll(
        plan.add.map(({ want, item }) => ({ item, quantity: want.quantity })),
      );
      const { added, refused } = settleReorder(plan.add, outcomes);
      return {
        added: added.map((w) => ({ name: w.name, quantity: w.quantity })),
        skipped: [...plan.skip, ...refused].map(({ want, why: w }) => ({
          name: want.name,
          reason: why(w),
        })),
      };
    },
    meta: { errorInPlace: true },
  });
}
