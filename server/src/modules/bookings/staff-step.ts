import { staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';

/** What a staff step's input carries: the booking and the version the staff user saw. */
export interface StepInput {
  id: number;
  version: number;
}

/**
 * The staff steps of an area, from its `takeStep`: `staffSteps(takeStep)` gives the area's
 * `staffStep`, which turns a step declared from the input, the acting staff user's id and the
 * actor into a use case `(ctx, actor, input)`: the booking's id and version come from the input.
 */
export function staffSteps<Step extends { id: number; version?: number }, Answer>(
  take: (ctx: AppContext, actor: Actor, step: Step) => Promise<Answer>,
) {
  return <I extends StepInput = StepInput>(
      declare: (
        input: I,
        staffId: number,
        actor: Actor,
      ) => Omit<Step, 'id' | 'version' | 'memberId'>,
    ) =>
    (ctx: AppContext, actor: Actor, input: I): Promise<Answer> =>
      take(ctx, actor, {
        ...declare(input, staffOf(actor), actor),
        id: input.id,
        version: input.version,
      } as Step);
}
