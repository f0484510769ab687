import { statusFamily } from '../../../components/status-badge';

/** A data export's status as a badge. */
export const DATA_EXPORT_STATUS_FAMILY = statusFamily({
  colors: { pending: 'blue', ready: 'green', failed: 'red', expired: 'gray' },
  keys: {
    pending: 'privacy:myData.status.pending',
    ready: 'privacy:myData.status.ready',
    failed: 'privacy:myData.status.failed',
    expired: 'privacy:myData.status.expired',
  },
});
