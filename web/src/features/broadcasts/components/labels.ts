import {
  BROADCAST_AUDIENCES,
  BROADCAST_STATUSES,
  BROADCAST_TEMPLATES,
  DELIVERY_STATUSES,
  MEMBERSHIP_TYPES,
  MESSAGE_CHANNELS,
  SPORTS,
} from '@club/contracts/core';
import { keyMap } from '../../../lib/i18n';
import { statusFamily } from '../../../components/status-badge';

/** The broadcasts' words for their lists of values, which every screen of the area shares. */
export const TEMPLATE_KEYS = keyMap('broadcasts:template.', BROADCAST_TEMPLATES);
export const AUDIENCE_KEYS = keyMap('broadcasts:audience.', BROADCAST_AUDIENCES);
export const CHANNEL_KEYS = keyMap('broadcasts:channel.', MESSAGE_CHANNELS);
export const TYPE_KEYS = keyMap('members:type.', MEMBERSHIP_TYPES);
export const SPORT_KEYS = keyMap('members:sports.', SPORTS);
export const MODE_KEYS = keyMap('broadcasts:form.mode.', ['draft', 'now', 'at']);

/** A broadcast's status: its colour and words. */
export const BROADCAST_STATUS = statusFamily({
  colors: { draft: 'gray', scheduled: 'blue', sending: 'yellow', sent: 'green', cancelled: 'red' },
  keys: keyMap('broadcasts:status.', BROADCAST_STATUSES),
});

/** A delivery's status: its colour and words. */
export const DELIVERY_STATUS = statusFamily({
  colors: { queued: 'gray', sending: 'yellow', sent: 'green', failed: 'red' },
  keys: keyMap('broadcasts:delivery.', DELIVERY_STATUSES),
});
