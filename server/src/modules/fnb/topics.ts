import type { FnbOrderChanged } from '@club/contracts';

/**
 * An order was placed or changed (status, items): the member's and the kitchen's screens
 * reload it. The contracts' shape: the browsers read it from the streams.
 */
export type OrderChanged = FnbOrderChanged;

/** The fnb module's live events (server-sent to the member's and the kitchen's screens). */
declare module '../../live/events.ts' {
  interface LiveTopics {
    'fnb.order': OrderChanged;
  }
}
