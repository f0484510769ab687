import { describe, expect, it } from 'vitest';
import i18n, { switchLanguage } from '../../../lib/i18n';
import { describeChange, type ChangeFormat } from './describe-change';

const f: ChangeFormat = {
  t: i18n.t,
  locale: 'en-IN',
  money: (minor) => `₹${(minor / 100).toFixed(2)}`,
  dateTime: (iso) => `at ${iso}`,
  day: (date) => `on ${date}`,
  month: (ym) => `month ${ym}`,
};

describe('describeChange', () => {
  it('writes a field it does not know readably: its name, values without JSON', () => {
    const rows = describeChange(
      {
        entity: 'new_thing',
        before: { weirdField: { a: 1500, b: [true, null] }, when: '2026-03-01' },
        after: { weirdField: { a: 2, b: [] }, when: '2026-03-02T10:00:00Z' },
      },
      f,
    );
    expect(rows).toEqual([
      {
        field: 'weirdField',
        label: 'weirdField',
        before: { text: 'a: 1,500; b: Yes, —' },
        after: { text: 'a: 2; b: ' },
        changed: true,
      },
      {
        field: 'when',
        label: 'when',
        before: { text: 'on 2026-03-01' },
        after: { text: 'at 2026-03-02T10:00:00Z' },
        changed: true,
      },
    ]);
  });

  it('marks a field changed only when both sides recorded it, differently', () => {
    const rows = describeChange(
      {
        entity: 'fnb_order',
        before: { line: 'Paneer tikka', quantity: 2 },
        after: { total: 12_345 },
      },
      f,
    );
    expect(rows.map((r) => [r.label, r.before, r.after, r.changed])).toEqual([
      ['Line', { text: 'Paneer tikka' }, undefined, false],
      ['Quantity', { text: '2' }, undefined, false],
      ['Total', undefined, { text: '₹123.45' }, false],
    ]);
  });

  it('names a collection order’s last step "Collected", a delivery’s "Delivered", in the reader’s language', async () => {
    const step = (fulfilment?: string) =>
      describeChange(
        {
          entity: 'fnb_order',
          before: { status: 'ready_for_pickup' },
          after: fulfilment ? { status: 'delivered', fulfilment } : { status: 'delivered' },
        },
        f,
      ).find((r) => r.field === 'status');
    expect(step('collection')).toMatchObject({
      label: 'Status',
      before: { text: 'Ready for pickup' },
      after: { text: 'Collected' },
    });
    expect(step('member_delivery')?.after).toEqual({ text: 'Collected' });
    expect(step('club_delivery')?.after).toEqual({ text: 'Delivered' });
    // An entry written before the fulfilment was recorded, or naming one not known.
    expect(step()?.after).toEqual({ text: 'Delivered' });
    expect(step('by_drone')?.after).toEqual({ text: 'Delivered' });
    expect(
      describeChange(
        {
          entity: 'fnb_order',
          before: null,
          after: { status: 'delivered', fulfilment: 'collection' },
        },
        f,
      ).find((r) => r.field === 'fulfilment'),
    ).toMatchObject({ label: 'Fulfilment', after: { text: 'Collection' } });

    for (const [lang, collected] of [
      ['es', 'Recogido'],
      ['de', 'Abgeholt'],
    ] as const) {
      await switchLanguage(lang);
      try {
        expect(step('collection')?.after).toEqual({ text: collected });
      } finally {
        await switchLanguage('en');
      }
    }
  });

  it('reads a value of the wrong type as plain text, never failing', () => {
    const rows = describeChange(
      { entity: 'member', before: { creditLimit: 'lots', dependents: 'none' }, after: null },
      f,
    );
    expect(rows.map((r) => r.before)).toEqual([{ text: 'lots' }, { text: '—' }]);
  });
});
