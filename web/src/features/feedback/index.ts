/** The feedback area's public surface: what other features and app/ may use. */
export { FeedbackThread, type FeedbackThreadProps } from './components/feedback-thread';
export { FeedbackStatusBadge, FEEDBACK_STATUS_FAMILY } from './components/feedback-status-badge';
export {
  FEEDBACK_CATEGORY_KEYS,
  FEEDBACK_LINK_KIND_KEYS,
  FEEDBACK_RATING_KEYS,
  FEEDBACK_STATUS_KEYS,
  FEEDBACK_STEP_KEYS,
} from './components/labels';
export { feedbackKeys } from './api/keys';
export { GiveFeedbackButton } from './components/give-feedback-button';
