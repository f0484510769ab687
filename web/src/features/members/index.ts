/* The members area's public surface: what other features may use. */
export { membersKeys } from './api/keys';
export {
  MEMBER_STATUS_KEYS,
  MEMBERSHIP_TYPE_KEYS,
  isMemberStatus,
} from './components/status-label';
export { MemberStatusBadge } from './components/member-status-badge';
export { PhotoPicker } from './components/photo-card';
