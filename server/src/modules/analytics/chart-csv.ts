import {
  ANALYTICS_SPECS,
  formatMinor,
  PLAIN_AMOUNT,
  type AnalyticsResponse,
  type Language,
} from '@club/contracts';
import { writeCsv, type CsvCell } from '../../lib/csv.ts';
import { ANALYTICS_TEXTS } from './analytics-texts.ts';

/**
 * A chart as CSV: its rows then a totals line, the columns named in the reader's language,
 * money as plain decimals ("1234.50"), the year before's columns after the range's when
 * compared.
 */
export function chartCsv(view: AnalyticsResponse, lang: Language): string {
  const texts = ANALYTICS_TEXTS[lang];
  const spec = ANALYTICS_SPECS[view.chart];
  const groupHeader = texts.group[view.chart];
  const compared = view.previousTotals !== null;
  const names = spec.measures.map((m) => texts.measure[m.key] ?? m.key);
  const header = [
    texts.key[view.chart],
    ...(groupHeader ? [groupHeader] : []),
    ...names,
    ...(compared ? names.map(texts.yearBefore) : []),
  ];
  const cells = (values: Record<string, number> | null): CsvCell[] =>
    spec.measures.map((m) => {
      const v = values?.[m.key] ?? 0;
      return m.kind === 'money' ? formatMinor(v, PLAIN_AMOUNT) : v;
    });
  const group = (g: string) =>
    groupHeader ? [view.chart === 'revenue' ? (texts.stream[g] ?? g) : g] : [];
  const lines: CsvCell[][] = view.rows.map((r) => [
    r.label,
    ...group(r.group),
    ...cells(r.values),
    ...(compared ? cells(r.previous) : []),
  ]);
  lines.push([
    texts.total,
    ...(groupHeader ? [''] : []),
    ...cells(view.totals),
    ...(compared ? cells(view.previousTotals) : []),
  ]);
  return writeCsv(lines, { header, bom: true });
}
