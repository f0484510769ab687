/** The members' lists: sign-in, the member record, its family and the members CSV. */
/** Who signs in: a member (code + PIN) or a staff user (code + password). */
export const ACCOUNT_KINDS = ['member', 'staff'] as const;

/** What a one-time link by mail does: activate online access, or reset a PIN or password. */
export const LINK_PURPOSES = ['activate', 'reset'] as const;

export const GENDERS = ['M', 'F', 'O', 'U'] as const;

/** Sports interests: the club's sections, used for broadcast groups. */
export const SPORTS = [
  'Cricket',
  'Hockey',
  'Tennis',
  'Squash',
  'Swimming',
  'Badminton',
  'Billiards',
  'Cards',
  'Library',
  'Gym',
  'Yoga',
] as const;

export const DEPENDENT_RELATIONS = ['Son', 'Daughter', 'Father', 'Mother', 'Other'] as const;

export const SPOUSE_RELATION = 'Spouse' as const;
export const FAMILY_RELATIONS = [SPOUSE_RELATION, ...DEPENDENT_RELATIONS] as const;

export const MEMBER_SORTS = [
  'code',
  'name',
  'membershipType',
  'status',
  'joinedOn',
  'lastLoginAt',
] as const;

/** The columns of the members CSV (import and export); family travels in two text columns. */
export const MEMBER_CSV_COLUMNS = [
  'code',
  'title',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'email',
  'mobile',
  'address',
  'membershipType',
  'status',
  'joinedOn',
  'spouseName',
  'spouseDateOfBirth',
  'dependents',
  'sportsInterests',
  'creditLimit',
  'language',
] as const;

export const MEMBERSHIP_TYPES = [
  'Life',
  'Ordinary',
  'Corporate',
  'Temporary',
  'Honorary',
  'Affiliate',
] as const;

export const MEMBER_STATUSES = ['Active', 'Suspended', 'Lapsed', 'Resigned', 'Deceased'] as const;
