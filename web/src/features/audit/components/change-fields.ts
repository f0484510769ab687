import {
  FNB_FULFILMENTS,
  FNB_KITCHENS,
  FNB_OUTLETS,
  GENDERS,
  LANGUAGES,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  NEWS_AUDIENCES,
  NEWS_STATUSES,
  PAGE_CTAS,
  PAGE_SLUGS,
  PAYMENT_PURPOSES,
  PAYMENT_SETTLED_VIA,
  PAYMENT_STATUS_VALUES,
  PROFILE_REQUEST_KINDS,
  FAMILY_RELATIONS,
  ROOM_TYPES,
  SITE_IMAGE_KINDS,
  SPORTS,
} from '@club/contracts';
import { DIET_KEYS } from '../../../lib/text-keys';
import { keyMap, type TKey } from '../../../lib/i18n';

/*
 * The fields audit entries record, by entity: each field's label and how its value reads
 * (describe-change.ts formats them). A field not listed here shows under its own name.
 */

/** How a recorded value reads. */
export type Kind =
  | 'text'
  | 'money'
  | 'day'
  | 'dateTime'
  | 'month'
  | 'monthOfYear'
  | 'bool'
  | 'count'
  | 'minutes'
  | 'bytes'
  | 'taxRate'
  | 'ref'
  | 'refs'
  | 'html'
  | 'file'
  | 'spouse'
  | 'dependents'
  | 'timings'
  | 'rules'
  | 'photos'
  | 'orderStatus'
  | { labels: Readonly<Record<string, TKey>> };

export interface FieldSpec {
  label: TKey;
  kind: Kind;
}

const labels = (map: Readonly<Record<string, TKey>>): Kind => ({ labels: map });

const MEMBER_STATUS = labels(keyMap('memberStatus.', MEMBER_STATUSES));
const PAYMENT_STATUS = labels(keyMap('payments:status.', PAYMENT_STATUS_VALUES));
const OUTLET = labels(keyMap('fnb:admin.outlet.', FNB_OUTLETS));
const PAYMENT_REASON = labels(keyMap('audit:values.paymentReason.', ['provider_error']));

/** Bookkeeping every row carries: in the technical details only. */
export const TECHNICAL = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'fileKey',
  'fileSha256',
]);

/** The fields of a member (the member form's labels) and what member entries add. */
const MEMBER_FIELDS: Record<string, FieldSpec> = {
  code: { label: 'members:fields.code', kind: 'text' },
  title: { label: 'members:fields.title', kind: 'text' },
  firstName: { label: 'members:fields.firstName', kind: 'text' },
  lastName: { label: 'members:fields.lastName', kind: 'text' },
  gender: { label: 'members:fields.gender', kind: labels(keyMap('members:gender.', GENDERS)) },
  dateOfBirth: { label: 'members:fields.dateOfBirth', kind: 'day' },
  email: { label: 'members:fields.email', kind: 'text' },
  mobile: { label: 'members:fields.mobile', kind: 'text' },
  address: { label: 'members:fields.address', kind: 'text' },
  membershipType: {
    label: 'members:fields.membershipType',
    kind: labels(keyMap('members:type.', MEMBERSHIP_TYPES)),
  },
  status: { label: 'members:fields.status', kind: MEMBER_STATUS },
  joinedOn: { label: 'members:fields.joinedOn', kind: 'day' },
  spouse: { label: 'audit:fields.spouse', kind: 'spouse' },
  dependents: { label: 'members:fields.dependents', kind: 'dependents' },
  sportsInterests: {
    label: 'members:fields.sportsInterests',
    kind: labels(keyMap('members:sports.', SPORTS)),
  },
  creditLimit: { label: 'members:fields.creditLimit', kind: 'money' },
  language: { label: 'members:fields.language', kind: labels(keyMap('languages.', LANGUAGES)) },
  consentEmail: { label: 'members:fields.consentEmail', kind: 'bool' },
  consentSms: { label: 'members:fields.consentSms', kind: 'bool' },
  hasPhoto: { label: 'audit:fields.hasPhoto', kind: 'bool' },
  contentType: { label: 'audit:fields.contentType', kind: 'text' },
  size: { label: 'audit:fields.size', kind: 'bytes' },
  reason: { label: 'audit:fields.reason', kind: 'text' },
  mailedTo: { label: 'audit:fields.mailedTo', kind: 'text' },
  actingMemberId: { label: 'audit:fields.actingMemberId', kind: 'ref' },
};

/** Fields named alike in every other kind of entry. */
const COMMON_FIELDS: Record<string, FieldSpec> = {
  code: { label: 'audit:fields.code', kind: 'text' },
  name: { label: 'audit:fields.name', kind: 'text' },
  title: { label: 'audit:fields.title', kind: 'text' },
  description: { label: 'audit:fields.description', kind: 'text' },
  status: { label: 'audit:fields.status', kind: 'text' },
  reason: { label: 'audit:fields.reason', kind: 'text' },
  amount: { label: 'audit:fields.amount', kind: 'money' },
  total: { label: 'audit:fields.total', kind: 'money' },
  price: { label: 'audit:fields.price', kind: 'money' },
  active: { label: 'audit:fields.active', kind: 'bool' },
  sort: { label: 'audit:fields.sort', kind: 'count' },
  ids: { label: 'audit:fields.ids', kind: 'refs' },
  outlet: { label: 'audit:fields.outlet', kind: OUTLET },
  categoryId: { label: 'audit:fields.categoryId', kind: 'ref' },
  subCategoryId: { label: 'audit:fields.subCategoryId', kind: 'ref' },
  imageUrl: { label: 'audit:fields.image', kind: 'file' },
  photoUrl: { label: 'audit:fields.photo', kind: 'file' },
  address: { label: 'audit:fields.address', kind: 'text' },
  phone: { label: 'audit:fields.phone', kind: 'text' },
  email: { label: 'audit:fields.email', kind: 'text' },
  size: { label: 'audit:fields.size', kind: 'bytes' },
  bodyHtml: { label: 'audit:fields.bodyHtml', kind: 'html' },
};

const ENTITY_FIELDS: Record<string, Record<string, FieldSpec>> = {
  member: MEMBER_FIELDS,
  profile_request: {
    kind: {
      label: 'audit:fields.requestKind',
      kind: labels(keyMap('audit:values.profileKind.', PROFILE_REQUEST_KINDS)),
    },
    firstName: MEMBER_FIELDS.firstName!,
    lastName: MEMBER_FIELDS.lastName!,
    dateOfBirth: MEMBER_FIELDS.dateOfBirth!,
    relation: {
      label: 'audit:fields.relation',
      kind: labels(keyMap('members:relation.', FAMILY_RELATIONS)),
    },
    familyId: { label: 'audit:fields.familyId', kind: 'ref' },
  },
  payment: {
    purpose: {
      label: 'audit:fields.purpose',
      kind: labels(keyMap('audit:values.purpose.', PAYMENT_PURPOSES)),
    },
    status: { label: 'audit:fields.status', kind: PAYMENT_STATUS },
    reason: { label: 'audit:fields.reason', kind: PAYMENT_REASON },
    via: {
      label: 'audit:fields.via',
      kind: labels(keyMap('audit:values.via.', PAYMENT_SETTLED_VIA)),
    },
    providerPaymentId: { label: 'audit:fields.providerPaymentId', kind: 'text' },
  },
  fnb_order: {
    /** In the words of the order's fulfilment, when the entry names it ("Collected"). */
    status: { label: 'audit:fields.status', kind: 'orderStatus' },
    fulfilment: {
      label: 'audit:fields.fulfilment',
      kind: labels(keyMap('fnb:orders.fulfilment.', FNB_FULFILMENTS)),
    },
    invoice: { label: 'audit:fields.invoice', kind: 'text' },
    lines: { label: 'audit:fields.lines', kind: 'count' },
    line: { label: 'audit:fields.line', kind: 'text' },
    quantity: { label: 'audit:fields.quantity', kind: 'count' },
  },
  fnb_item: {
    diet: { label: 'audit:fields.diet', kind: labels(DIET_KEYS) },
    kitchen: {
      label: 'audit:fields.kitchen',
      kind: labels(keyMap('fnb:admin.kitchen.', FNB_KITCHENS)),
    },
    taxRate: { label: 'audit:fields.taxRate', kind: 'taxRate' },
    availableFrom: { label: 'audit:fields.availableFrom', kind: 'text' },
    availableTo: { label: 'audit:fields.availableTo', kind: 'text' },
    soldOutOn: { label: 'audit:fields.soldOutOn', kind: 'day' },
  },
  fnb_outlet: {
    code: { label: 'audit:fields.outlet', kind: OUTLET },
    opensAt: { label: 'audit:fields.opensAt', kind: 'text' },
    closesAt: { label: 'audit:fields.closesAt', kind: 'text' },
    leadMinutes: { label: 'audit:fields.leadMinutes', kind: 'minutes' },
    slotCapacity: { label: 'audit:fields.slotCapacity', kind: 'count' },
    paused: { label: 'audit:fields.paused', kind: 'bool' },
  },
  chamber_room: {
    number: { label: 'audit:fields.roomNumber', kind: 'text' },
    type: { label: 'audit:fields.roomType', kind: labels(keyMap('chambers:type.', ROOM_TYPES)) },
    memberTariff: { label: 'audit:fields.memberTariff', kind: 'money' },
    guestTariff: { label: 'audit:fields.guestTariff', kind: 'money' },
    taxRate: { label: 'audit:fields.taxRate', kind: 'taxRate' },
    capacity: { label: 'audit:fields.capacity', kind: 'count' },
    photo: { label: 'audit:fields.photo', kind: 'ref' },
    url: { label: 'audit:fields.image', kind: 'file' },
  },
  chamber_booking: {
    refundDaysBefore: { label: 'audit:fields.refundDaysBefore', kind: 'count' },
    refundPercent: { label: 'audit:fields.refundPercent', kind: 'count' },
    refundAmount: { label: 'audit:fields.refundAmount', kind: 'money' },
    penaltyWaived: { label: 'audit:fields.penaltyWaived', kind: 'bool' },
  },
  chamber_room_block: {
    roomId: { label: 'audit:fields.roomId', kind: 'ref' },
    from: { label: 'audit:fields.blockFrom', kind: 'day' },
    to: { label: 'audit:fields.blockTo', kind: 'day' },
    fromDate: { label: 'audit:fields.blockFrom', kind: 'day' },
    toDate: { label: 'audit:fields.blockTo', kind: 'day' },
    addedBy: { label: 'audit:fields.addedBy', kind: 'ref' },
  },
  notice: {
    showFrom: { label: 'audit:fields.showFrom', kind: 'day' },
    showUntil: { label: 'audit:fields.showUntil', kind: 'day' },
    pinned: { label: 'audit:fields.pinned', kind: 'bool' },
    audience: {
      label: 'audit:fields.audience',
      kind: labels(keyMap('news:audience.', NEWS_AUDIENCES)),
    },
  },
  magazine_issue: {
    issueDate: { label: 'audit:fields.issueDate', kind: 'day' },
  },
  committee_member: {
    position: { label: 'audit:fields.position', kind: 'text' },
    term: { label: 'audit:fields.term', kind: 'text' },
  },
  affiliated_club: {
    city: { label: 'audit:fields.city', kind: 'text' },
    country: { label: 'audit:fields.country', kind: 'text' },
    website: { label: 'audit:fields.website', kind: 'text' },
  },
  site_image: {
    kind: {
      label: 'audit:fields.imageKind',
      kind: labels(keyMap('audit:values.imageKind.', SITE_IMAGE_KINDS)),
    },
    url: { label: 'audit:fields.image', kind: 'file' },
    caption: { label: 'audit:fields.caption', kind: 'text' },
  },
  content_page: {
    slug: { label: 'audit:fields.page', kind: labels(keyMap('content:pages.', PAGE_SLUGS)) },
    summary: { label: 'audit:fields.summary', kind: 'text' },
    timings: { label: 'audit:fields.timings', kind: 'timings' },
    rules: { label: 'audit:fields.rules', kind: 'rules' },
    photos: { label: 'audit:fields.photos', kind: 'photos' },
    cta: { label: 'audit:fields.cta', kind: labels(keyMap('content:cta.', PAGE_CTAS)) },
  },
  news_post: {
    slug: { label: 'audit:fields.slug', kind: 'text' },
    status: { label: 'audit:fields.status', kind: labels(keyMap('news:status.', NEWS_STATUSES)) },
    audience: {
      label: 'audit:fields.audience',
      kind: labels(keyMap('news:audience.', NEWS_AUDIENCES)),
    },
    language: { label: 'audit:fields.postLanguage', kind: labels(keyMap('languages.', LANGUAGES)) },
  },
  album: {
    slug: { label: 'audit:fields.slug', kind: 'text' },
    status: { label: 'audit:fields.status', kind: labels(keyMap('news:status.', NEWS_STATUSES)) },
    audience: {
      label: 'audit:fields.audience',
      kind: labels(keyMap('news:audience.', NEWS_AUDIENCES)),
    },
    eventId: { label: 'audit:fields.eventRef', kind: 'ref' },
    kind: { label: 'audit:fields.albumKind', kind: 'text' },
    url: { label: 'audit:fields.image', kind: 'file' },
    caption: { label: 'audit:fields.caption', kind: 'text' },
  },
  club_settings: {
    clubName: { label: 'audit:fields.clubName', kind: 'text' },
    shortName: { label: 'audit:fields.shortName', kind: 'text' },
    clubTimings: { label: 'audit:fields.clubTimings', kind: 'text' },
    officeHours: { label: 'audit:fields.officeHours', kind: 'text' },
    clubTimingsEs: { label: 'audit:fields.clubTimingsEs', kind: 'text' },
    clubTimingsDe: { label: 'audit:fields.clubTimingsDe', kind: 'text' },
    // The typed office timings are no setting now (the office hours are shown instead); saves
    // recorded before that still name them.
    officeTimings: { label: 'audit:fields.officeTimings', kind: 'text' },
    officeTimingsEs: { label: 'audit:fields.officeTimingsEs', kind: 'text' },
    officeTimingsDe: { label: 'audit:fields.officeTimingsDe', kind: 'text' },
    financialYearStartMonth: { label: 'audit:fields.financialYearStartMonth', kind: 'monthOfYear' },
    currency: { label: 'audit:fields.currency', kind: 'text' },
    timeZone: { label: 'audit:fields.timeZone', kind: 'text' },
    cancellationPolicyChambers: { label: 'audit:fields.cancellationPolicyChambers', kind: 'text' },
    cancellationPolicyBanquets: { label: 'audit:fields.cancellationPolicyBanquets', kind: 'text' },
    minimumSpend: { label: 'audit:fields.minimumSpend', kind: 'text' },
  },
  statement_import: {
    fileName: { label: 'audit:fields.fileName', kind: 'text' },
    period: { label: 'audit:fields.period', kind: 'month' },
    rowCount: { label: 'audit:fields.rowCount', kind: 'count' },
    totalBilled: { label: 'audit:fields.totalBilled', kind: 'money' },
    totalReceived: { label: 'audit:fields.totalReceived', kind: 'money' },
    ledgerEntries: { label: 'audit:fields.ledgerEntries', kind: 'count' },
  },
};

/** The label and kind of a field of an entity's entries; undefined for one not known here. */
export function fieldSpec(entity: string, field: string): FieldSpec | undefined {
  const own = ENTITY_FIELDS[entity];
  if (own && Object.hasOwn(own, field)) return own[field];
  return Object.hasOwn(COMMON_FIELDS, field) ? COMMON_FIELDS[field] : undefined;
}
