import { useQueryClient } from '@tanstack/react-query';
import { adminDashboardKeys } from '../../admin-dashboard';
import { statementsKeys } from '../../statements';
import { paymentsKeys } from './keys';

/**
 * What a settled payment changes (verify, close-checkout): the payments list, the member's
 * balance, statements and dashboard figures, and the admin dashboard's totals.
 */
export function useRefreshAfterPayment() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: paymentsKeys.all }),
      qc.invalidateQueries({ queryKey: statementsKeys.mine() }),
      qc.invalidateQueries({ queryKey: adminDashboardKeys.all }),
    ]);
}
