/**
 * The member's profile (issue 35): what a member asks the office to change (the postal address,
 * their name, a new dependent, a dependent removed), and where such a request stands.
 */
export const PROFILE_REQUEST_KINDS = [
  'address',
  'name',
  'add_dependent',
  'remove_dependent',
] as const;
export type ProfileRequestKind = (typeof PROFILE_REQUEST_KINDS)[number];

export const PROFILE_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type ProfileRequestStatus = (typeof PROFILE_REQUEST_STATUSES)[number];

/** The member's record fields that only the office's approval changes (the member asks). */
export const PROFILE_APPROVAL_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'address',
  'spouse',
  'dependents',
] as const;

/** The member's record fields only the office keeps (a member cannot ask for them here). */
export const PROFILE_OFFICE_FIELDS = [
  'code',
  'gender',
  'dateOfBirth',
  'membershipType',
  'status',
  'joinedOn',
  'creditLimit',
] as const;
