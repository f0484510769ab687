import {
  DEPENDENT_RELATIONS,
  FNB_FULFILMENTS,
  FNB_KITCHENS,
  FNB_ORDER_STATUSES,
  FNB_OUTLETS,
  GENDERS,
  LANGUAGES,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  PAGE_CTAS,
  PAGE_SLUGS,
  PAYMENT_PURPOSES,
  PAYMENT_SETTLED_VIA,
  PAYMENT_STATUS_VALUES,
  ROOM_TYPES,
  SITE_IMAGE_KINDS,
  SPORTS,
  type FnbFulfilment,
  type FnbOrderStatus,
} from '@club/contracts';
import type { TFunction } from 'i18next';
import { DIET_KEYS } from '../../../lib/text-keys';
import { keyMap, type TKey } from '../../../lib/i18n';
import { orderStatusKey } from '../../fnb';

/*
 * What "Show changes" tells office staff: each field an audit entry recorded, by its label,
 * with its values as the screens write them (money in the reader's format, dates in the
 * club's, statuses and choices by their labels, yes/no, family as a list). The raw entry is
 * left to the technical details.
 */

/** How a recorded value reads. */
type Kind =
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

interface FieldSpec {
  label: TKey;
  kind: Kind;
}

/** A value as shown: a line of text, or a list (family, timings, rules). */
export type Shown = { text: string } | { items: string[] };

export interface ChangeRow {
  field: string;
  label: string;
  /** Undefined: the entry recorded nothing for the field on that side. */
  before?: Shown;
  after?: Shown;
  /** Recorded on both sides, with different values. */
  changed: boolean;
}

/** What a formatter needs: the texts and the club's formats in the reader's language. */
export interface ChangeFormat {
  t: TFunction;
  /** The locale numbers are written in (en-IN, es-ES, de-DE). */
  locale: string;
  money: (minor: number) => string;
  dateTime: (iso: string) => string;
  day: (isoDate: string) => string;
  month: (yearMonth: string) => string;
}

const labels = (map: Readonly<Record<string, TKey>>): Kind => ({ labels: map });

const MEMBER_STATUS = labels(keyMap('memberStatus.', MEMBER_STATUSES));
const PAYMENT_STATUS = labels(keyMap('payments:status.', PAYMENT_STATUS_VALUES));
const ORDER_STATUSES: readonly string[] = FNB_ORDER_STATUSES;
const FULFILMENTS: readonly string[] = FNB_FULFILMENTS;
const OUTLET = labels(keyMap('fnb:admin.outlet.', FNB_OUTLETS));
const RELATION_KEYS: Readonly<Record<string, TKey>> = keyMap(
  'members:relation.',
  DEPENDENT_RELATIONS,
);
const PAYMENT_REASON = labels(keyMap('audit:values.paymentReason.', ['provider_error']));

/** Bookkeeping every row carries: in the technical details only. */
const TECHNICAL = new Set([
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
  club_settings: {
    clubName: { label: 'audit:fields.clubName', kind: 'text' },
    shortName: { label: 'audit:fields.shortName', kind: 'text' },
    clubTimings: { label: 'audit:fields.clubTimings', kind: 'text' },
    officeTimings: { label: 'audit:fields.officeTimings', kind: 'text' },
    clubTimingsEs: { label: 'audit:fields.clubTimingsEs', kind: 'text' },
    officeTimingsEs: { label: 'audit:fields.officeTimingsEs', kind: 'text' },
    clubTimingsDe: { label: 'audit:fields.clubTimingsDe', kind: 'text' },
    officeTimingsDe: { label: 'audit:fields.officeTimingsDe', kind: 'text' },
    financialYearStartMonth: { label: 'audit:fields.financialYearStartMonth', kind: 'monthOfYear' },
    currency: { label: 'audit:fields.currency', kind: 'text' },
    timeZone: { label: 'audit:fields.timeZone', kind: 'text' },
    cancellationPolicyChambers: { label: 'audit:fields.cancellationPolicyChambers', kind: 'text' },
    cancellationPolicyBanquets: { label: 'audit:fields.cancellationPolicyBanquets', kind: 'text' },
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Text of sanitised HTML, shortened: what a notice or page says, not its markup. */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 240 ? `${text.slice(0, 239)}…` : text;
}

function fileName(url: string): string {
  return url.split('/').pop() || url;
}

/** A value of a field no formatter knows: readable, never JSON. */
function plain(value: unknown, f: ChangeFormat): string {
  if (value === null || value === undefined || value === '') return f.t('common.notAvailable');
  if (typeof value === 'boolean') return f.t(value ? 'audit:values.yes' : 'audit:values.no');
  if (typeof value === 'number') return new Intl.NumberFormat(f.locale).format(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return f.day(value);
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return f.dateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => plain(v, f)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${plain(v, f)}`)
      .join('; ');
  return String(value);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** What else the entry recorded that a value reads by (an order's fulfilment). */
interface EntryContext {
  fulfilment?: FnbFulfilment;
}

function show(kind: Kind, value: unknown, f: ChangeFormat, entry: EntryContext = {}): Shown {
  const { t } = f;
  const none = { text: t('common.notAvailable') };
  if (value === null || value === '') return none;
  if (typeof kind === 'object') {
    const label = (v: unknown) =>
      typeof v === 'string' && Object.hasOwn(kind.labels, v) ? t(kind.labels[v]!) : plain(v, f);
    if (Array.isArray(value)) return value.length ? { text: value.map(label).join(', ') } : none;
    return { text: label(value) };
  }
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? { text: f.money(value) } : { text: plain(value, f) };
    case 'day':
      return typeof value === 'string' && ISO_DATE.test(value)
        ? { text: f.day(value) }
        : { text: plain(value, f) };
    case 'dateTime':
      return typeof value === 'string' ? { text: f.dateTime(value) } : { text: plain(value, f) };
    case 'month':
      return typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
        ? { text: f.month(value) }
        : { text: plain(value, f) };
    case 'monthOfYear':
      return typeof value === 'number' && value >= 1 && value <= 12
        ? {
            text: new Intl.DateTimeFormat(f.locale, { month: 'long', timeZone: 'UTC' }).format(
              new Date(Date.UTC(2000, value - 1, 1)),
            ),
          }
        : { text: plain(value, f) };
    case 'bool':
      return { text: plain(Boolean(value), f) };
    case 'count':
      return { text: plain(value, f) };
    case 'minutes':
      return typeof value === 'number'
        ? { text: t('audit:values.minutes', { n: value }) }
        : { text: plain(value, f) };
    case 'bytes':
      return typeof value === 'number'
        ? {
            text: new Intl.NumberFormat(f.locale, {
              style: 'unit',
              unit: 'kilobyte',
              maximumFractionDigits: 1,
            }).format(value / 1024),
          }
        : { text: plain(value, f) };
    case 'taxRate':
      return typeof value === 'number'
        ? {
            text: new Intl.NumberFormat(f.locale, {
              style: 'percent',
              maximumFractionDigits: 2,
            }).format(value / 10_000),
          }
        : { text: plain(value, f) };
    case 'ref':
      return { text: t('audit:values.ref', { id: String(value) }) };
    case 'refs':
      return Array.isArray(value)
        ? { text: value.map((id) => t('audit:values.ref', { id: String(id) })).join(', ') }
        : { text: plain(value, f) };
    case 'html':
      return typeof value === 'string' ? { text: htmlText(value) || none.text } : none;
    case 'file':
      return typeof value === 'string' ? { text: fileName(value) } : none;
    case 'spouse':
      return isRecord(value) ? { text: person(value, f) } : none;
    case 'dependents':
      return Array.isArray(value) && value.length
        ? { items: value.map((d) => (isRecord(d) ? person(d, f) : plain(d, f))) }
        : none;
    case 'timings':
      return Array.isArray(value) && value.length
        ? {
            items: value.map((x) =>
              isRecord(x) ? `${str(x.label)}: ${str(x.value)}` : plain(x, f),
            ),
          }
        : none;
    case 'rules':
      return Array.isArray(value) && value.length ? { items: value.map((x) => plain(x, f)) } : none;
    case 'orderStatus':
      return typeof value === 'string' && ORDER_STATUSES.includes(value)
        ? { text: t(orderStatusKey(value as FnbOrderStatus, entry.fulfilment)) }
        : { text: plain(value, f) };
    case 'photos':
      return Array.isArray(value) && value.length
        ? {
            items: value.map((x) =>
              isRecord(x) ? str(x.alt) || fileName(str(x.url)) : plain(x, f),
            ),
          }
        : none;
    default:
      return { text: plain(value, f) };
  }
}

/** A spouse or dependent: name, relation (dependents), date of birth when recorded. */
function person(p: Record<string, unknown>, f: ChangeFormat): string {
  const name = str(p.name);
  const rel = str(p.relation);
  const relation = rel
    ? Object.hasOwn(RELATION_KEYS, rel)
      ? f.t(RELATION_KEYS[rel]!)
      : rel
    : undefined;
  const born = typeof p.dateOfBirth === 'string' && p.dateOfBirth ? f.day(p.dateOfBirth) : '';
  if (relation)
    return born
      ? f.t('audit:family.dependentBorn', { name, relation, date: born })
      : f.t('audit:family.dependent', { name, relation });
  return born ? f.t('audit:family.spouseBorn', { name, date: born }) : name;
}

/**
 * The rows of "Show changes" for an entry: every field recorded before or after (bookkeeping
 * left to the technical details), labelled and formatted; changed fields first.
 */
export function describeChange(
  entry: { entity: string; before: unknown; after: unknown },
  f: ChangeFormat,
): ChangeRow[] {
  const b = isRecord(entry.before) ? entry.before : {};
  const a = isRecord(entry.after) ? entry.after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !TECHNICAL.has(k),
  );
  const fulfilment = str(a.fulfilment) || str(b.fulfilment);
  const context: EntryContext = FULFILMENTS.includes(fulfilment)
    ? { fulfilment: fulfilment as FnbFulfilment }
    : {};
  const rows = fields.map((field): ChangeRow => {
    const spec = fieldSpec(entry.entity, field);
    const format = (v: unknown) => (spec ? show(spec.kind, v, f, context) : { text: plain(v, f) });
    const inBefore = Object.hasOwn(b, field);
    const inAfter = Object.hasOwn(a, field);
    return {
      field,
      label: spec ? f.t(spec.label) : field,
      before: inBefore ? format(b[field]) : undefined,
      after: inAfter ? format(a[field]) : undefined,
      changed: inBefore && inAfter && JSON.stringify(b[field]) !== JSON.stringify(a[field]),
    };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** Whether an entry recorded anything besides bookkeeping. */
export const hasDetails = (before: unknown, after: unknown) => isRecord(before) || isRecord(after);
