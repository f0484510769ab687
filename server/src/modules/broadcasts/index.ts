import type { TopicHandlers } from '../../context.ts';
import { fanOut } from './fan-out.ts';

/** The broadcasts module's public surface: its topic handlers and its delivery sender. */

/** What the broadcasts module does with its outbox topics. */
export const broadcastTopicHandlers: TopicHandlers = {
  'broadcasts.fan_out': fanOut,
};

export {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderOptions,
} from './delivery-sender.ts';

/** What the demo seed sends as the office would: compose, fan out, deliver in the bell, finish. */
export { createBroadcast } from './create-broadcast.ts';
export { fanOut } from './fan-out.ts';
export { deliverInAppBatch } from './deliver-in-app.ts';
export { finishBroadcasts } from './finish.ts';
