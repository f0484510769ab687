import { describe, expect, it } from 'vitest';
import { normalizeAmounts } from './form';

describe('normalizeAmounts', () => {
  it('reads amounts as typed in the locale, top-level and inside objects, without changing the values', () => {
    const values = {
      price: '1.234,50',
      note: '1.234,50',
      minimumSpend: { Life: '2.500', Ordinary: 'lots', Corporate: '' },
    };
    const out = normalizeAmounts(
      values,
      ['price', 'minimumSpend.Life', 'minimumSpend.Ordinary', 'note.Life'],
      'de-DE',
    );
    expect(out).toEqual({
      price: '1234.50',
      note: '1.234,50',
      minimumSpend: { Life: '2500', Ordinary: 'lots', Corporate: '' },
    });
    expect(values.minimumSpend.Life).toBe('2.500');
  });
});
