import { describe, expect, it } from 'vitest';
import { FNB_API } from '@club/contracts';
import { as, fieldsOf, menu, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

/* The outlets' hours, lead time, slot capacity and pause. */
const admin = () => as('admin');

describe('outlets', () => {
  it('changes hours, lead time and slot capacity, and pauses ordering', async () => {
    const list = await admin().inject({ url: FNB_API.outlets });
    expect(list.json().map((o: { code: string }) => o.code)).toEqual(['restaurant', 'bar']);
    const changed = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar`,
      payload: { opensAt: '12:00', closesAt: '23:00', leadMinutes: 10, slotCapacity: 8 },
    });
    expect(changed.json()).toMatchObject({ opensAt: '12:00', leadMinutes: 10, openNow: true });
    const bad = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar`,
      payload: { opensAt: '23:00', closesAt: '12:00', leadMinutes: -1, slotCapacity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['closesAt', 'leadMinutes', 'slotCapacity']);
    const paused = await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar/paused`,
      payload: { paused: true },
    });
    expect(paused.json()).toMatchObject({ paused: true, openNow: false });
    const beer = await as('member').inject({ url: `${FNB_API.memberItems}/${menu.kingfisher}` });
    expect(beer.json().unavailable).toBe('paused');
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/bar/paused`,
      payload: { paused: false },
    });
    expect(
      (
        await admin().inject({
          url: `${FNB_API.outlets}/pub/paused`,
          method: 'PUT',
          payload: { paused: true },
        })
      ).statusCode,
    ).toBe(400);
  });
});
