import { describe, expect, it } from 'vitest';
import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import { as, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking } from '../../../../test/support/chamber-bookings.ts';

useChambersApp();

const A = CHAMBER_BOOKINGS_API;
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

/** A stay with no guest's details at all (the fields a member's own stay sends). */
const noGuest = { guestName: '', nationality: '' };

describe("a member's own stay", () => {
  it('is taken without a guest name, nationality or ID proof; the member stands as the guest', async () => {
    const res = await requestBooking(
      as('member'),
      { ...noGuest, ownStay: 'true', checkIn: '2026-12-20', checkOut: '2026-12-22' },
      null,
    );
    expect(res.statusCode, res.body).toBe(201);
    const b: ChamberBooking = res.json();
    expect(b).toMatchObject({
      ownStay: true,
      guestType: 'member',
      nationality: '',
      idProofUrl: null,
      nights: 2,
      status: 'requested',
    });
    expect(b.guestName).toBe(b.memberName);
    expect(b.guestName.length).toBeGreaterThan(1);
    // The office reads the same: the member's own stay, the member's name.
    const staff = await as('admin').inject({ url: `${A.bookings}/${b.id}` });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ ownStay: true, guestName: b.memberName, nationality: '' });
  });

  it("still needs a guest's name, nationality and ID proof for a guest's stay", async () => {
    const stay = { checkIn: '2026-12-24', checkOut: '2026-12-25' };
    const bare = await requestBooking(as('member'), { ...noGuest, ...stay }, null);
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare)).toEqual(expect.arrayContaining(['guestName', 'nationality']));
    const said = await requestBooking(as('member'), { ownStay: 'false', ...stay }, null);
    expect(said.statusCode).toBe(400);
    expect(fieldsOf(said)).toEqual(['idProof']);
    const guest = await requestBooking(as('member'), stay);
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toMatchObject({ ownStay: false, guestName: 'Asha Rao' });
    expect((guest.json() as ChamberBooking).idProofUrl).not.toBeNull();
  });

  it("refuses an own stay as an affiliate club's guest (400 naming the guest type)", async () => {
    const res = await requestBooking(
      as('member'),
      {
        ...noGuest,
        ownStay: 'true',
        guestType: 'affiliate',
        checkIn: '2026-12-27',
        checkOut: '2026-12-28',
      },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(expect.arrayContaining(['guestType']));
    expect(fieldsOf(res)).not.toContain('guestName');
  });
});
