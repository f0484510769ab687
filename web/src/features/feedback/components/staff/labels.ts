/** The feedback area's words for a category, status and link kind, which the office's screens share. */
export {
  FEEDBACK_CATEGORY_KEYS as CATEGORY_KEYS,
  FEEDBACK_LINK_KIND_KEYS as LINK_KEYS,
  FEEDBACK_STATUS_KEYS as STATUS_KEYS,
} from '../labels';
