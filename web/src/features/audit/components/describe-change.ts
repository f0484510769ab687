import {
  DEPENDENT_RELATIONS,
  FNB_FULFILMENTS,
  FNB_ORDER_STATUSES,
  type FnbFulfilment,
  type FnbOrderStatus,
} from '@club/contracts';
import type { TFunction } from 'i18next';
import { keyMap, type TKey } from '../../../lib/i18n';
import { orderStatusKey } from '../../fnb';
import { fieldSpec, TECHNICAL, type Kind } from './change-fields';

/*
 * What "Show changes" tells office staff: each field an audit entry recorded, by its label,
 * with its values as the screens write them (money in the reader's format, dates in the
 * club's, statuses and choices by their labels, yes/no, family as a list). The raw entry is
 * left to the technical details.
 */

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

const ORDER_STATUSES: readonly string[] = FNB_ORDER_STATUSES;
const FULFILMENTS: readonly string[] = FNB_FULFILMENTS;
const RELATION_KEYS: Readonly<Record<string, TKey>> = keyMap(
  'members:relation.',
  DEPENDENT_RELATIONS,
);

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
