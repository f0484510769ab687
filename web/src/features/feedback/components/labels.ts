import { FEEDBACK_CATEGORIES, FEEDBACK_LINK_KINDS, FEEDBACK_STATUSES } from '@club/contracts/core';
import { keyMap } from '../../../lib/i18n';

/** The texts of the feedback area's lists (the staff's screens read them too). */
export const FEEDBACK_CATEGORY_KEYS = keyMap('feedback:category.', FEEDBACK_CATEGORIES);
export const FEEDBACK_STATUS_KEYS = keyMap('feedback:status.', FEEDBACK_STATUSES);
export const FEEDBACK_LINK_KIND_KEYS = keyMap('feedback:linkKind.', FEEDBACK_LINK_KINDS);
export const FEEDBACK_STEP_KEYS = keyMap('feedback:steps.', FEEDBACK_STATUSES);

/** The ratings 1..5 and their words ("Poor" .. "Excellent"). */
export const FEEDBACK_RATINGS = ['1', '2', '3', '4', '5'] as const;
export const FEEDBACK_RATING_KEYS = keyMap('feedback:rating.r', FEEDBACK_RATINGS);
