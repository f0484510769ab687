import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminDashboardKeys } from '../../admin-dashboard';
import { statementsKeys } from '../../statements';
import { paymentsKeys } from './keys';

/**
 * What a settled payment changes (verify, close-checkout): the payments list, the member's
 * balance, statements and dashboard figures, and the admin dashboard's totals.
 *
 * A return from the checkout settles the payment while the page's first load is still in
 * flight, and that load may have read the payment before it settled. Invalidating alone
 * would reuse it (a query with no data yet is not refetched, its fetch is joined), so each
 * query is cancelled first and then fetched afresh.
 */
export function useRefreshAfterPayment() {
  const qc = useQueryClient();
  const refresh = async (queryKey: QueryKey) => {
    await qc.cancelQueries({ queryKey });
    await qc.invalidateQueries({ queryKey });
  };
  return () =>
    Promise.all([
      refresh(paymentsKeys.all),
      refresh(statementsKeys.mine()),
      refresh(adminDashboardKeys.all),
    ]);
}
