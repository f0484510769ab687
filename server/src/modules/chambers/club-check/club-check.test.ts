import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAMBER_BOOKINGS_API, type ChamberBooking, type ClubCheckView } from '@club/contracts';
import { createLinkSigner } from '../../../lib/link-signing.ts';
import { as, rooms, t, TODAY, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking, step } from '../../../../test/support/chamber-bookings.ts';

useChambersApp();

const A = CHAMBER_BOOKINGS_API;
const CLUB_MAIL = 'office@madrasgymkhana.example';
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

const clubs = {} as { withMail: number; noMail: number };

async function addClubs() {
  const res = await t.app.ctx.db.execute(sql`
    insert into affiliated_clubs (name, city, country, email) values
      ('Madras Gymkhana Club', 'Chennai', 'India', ${CLUB_MAIL}),
      ('Bangalore Club', 'Bengaluru', 'India', '')
    returning id`);
  const [a, b] = res.rows as { id: number }[];
  Object.assign(clubs, { withMail: a!.id, noMail: b!.id });
}

const affiliate = (over: Record<string, string> = {}) =>
  requestBooking(as('member'), {
    guestType: 'affiliate',
    guestName: 'Vikram Sethi',
    affiliatedClubId: String(clubs.withMail),
    ...over,
  });

/** The club's mail about a booking, and the tokens of its verify and decline links. */
async function clubMail(id: number) {
  await t.flushMail();
  const mails = t.smtp.to(CLUB_MAIL).filter((m) => m.subject.includes(`#${id})`));
  const last = mails.at(-1);
  if (!last) return { count: 0, text: '', verify: '', decline: '' };
  const token = (re: RegExp) => new URL(re.exec(last.text)![1]!).searchParams.get('token')!;
  return {
    count: mails.length,
    text: last.text,
    verify: token(/To verify the guest, open: (\S+)/),
    decline: token(/To decline, open: (\S+)/),
  };
}

const page = (token: string) =>
  as('anonymous').inject({ url: `${A.clubCheck}?token=${encodeURIComponent(token)}` });
const answer = (token: string, reason = '') =>
  as('anonymous').inject({ method: 'POST', url: A.clubCheck, payload: { token, reason } });
const booking = async (id: number) =>
  (await as('admin').inject({ url: `${A.bookings}/${id}` })).json() as ChamberBooking;
const setClock = (iso: string) => {
  const moment = new Date(iso);
  t.app.ctx.clock = { now: () => moment };
};
async function auditOf(id: number) {
  const res = await t.app.ctx.db.execute(
    sql`select action, actor_staff_id, after from audit_log where entity = 'chamber_booking' and entity_id = ${String(id)} order by id`,
  );
  return res.rows as {
    action: string;
    actor_staff_id: number | null;
    after: { club?: string; via?: string };
  }[];
}
async function memberSubjects() {
  await t.flushMail();
  const res = await t.app.ctx.db.execute(sql`select email from members where code = 'M1001'`);
  return t.smtp.to((res.rows[0] as { email: string }).email).map((m) => m.subject);
}

describe("the affiliated club's check of its guest", () => {
  let verified: ChamberBooking;

  it('refuses an affiliate request without a club or with one not in the list (400 naming the field)', async () => {
    await addClubs();
    const none = await requestBooking(as('member'), { guestType: 'affiliate' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual(['affiliatedClubId']);
    const unknown = await affiliate({ affiliatedClubId: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['affiliatedClubId']);
    const garbage = await affiliate({ affiliatedClubId: 'abc' });
    expect(garbage.statusCode).toBe(400);
    expect(fieldsOf(garbage)).toEqual(['affiliatedClubId']);
    expect((await as('member').inject({ url: A.myBookings })).json()).toEqual({ items: [] });
  });

  it('starts pending and mails the club the facts with a verify and a decline link', async () => {
    const res = await affiliate();
    expect(res.statusCode, res.body).toBe(201);
    verified = res.json();
    expect(verified).toMatchObject({
      guestType: 'affiliate',
      affiliatedClub: 'Madras Gymkhana Club',
      affiliatedClubId: clubs.withMail,
      clubCheck: 'pending',
      clubCheckedAt: null,
      clubHasEmail: true,
      tariff: 620000,
    });
    const mail = await clubMail(verified.id);
    expect(mail.count).toBe(1);
    expect(mail.text).toContain('Vikram Sethi');
    expect(mail.text).toContain('check-in 10 Dec 2026, check-out 12 Dec 2026');
    expect(mail.text).toMatch(/Introducing member: .+ \(M1001\)/);
    expect(mail.verify).not.toBe(mail.decline);
    expect(await memberSubjects()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`request #${verified.id} was received`)),
      ]),
    );
  });

  it('refuses to confirm while the club has not answered (409 club_check_pending), nothing charged', async () => {
    const res = await step(as('admin'), verified, 'confirm', { roomIds: [rooms.double] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'club_check_pending' });
    expect(await booking(verified.id)).toMatchObject({ status: 'requested', assigned: [] });
  });

  it('shows the request on the link without deciding, and refuses tampered links (400)', async () => {
    const { verify } = await clubMail(verified.id);
    const shown = await page(verify);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      action: 'verify',
      clubName: 'Madras Gymkhana Club',
      guestName: 'Vikram Sethi',
      memberCode: 'M1001',
      checkIn: '2026-12-10',
      clubCheck: 'pending',
      waiting: true,
    });
    expect((await booking(verified.id)).clubCheck).toBe('pending');
    const [id, action, exp, sig] = verify.split('.') as [string, string, string, string];
    const flip = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    const forged = createLinkSigner('x'.repeat(40)).sign({
      purpose: 'club-check',
      id: Number(id),
      action: 'verify',
      expires: Number(exp),
    });
    for (const bad of [
      `${id}.${action}.${exp}.${flip}`,
      `${Number(id) + 1}.${action}.${exp}.${sig}`,
      `${id}.decline.${exp}.${sig}`,
      `${id}.${action}.${Number(exp) + 86400}.${sig}`,
      forged,
      'garbage',
    ]) {
      const r = await page(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json()).toMatchObject({ code: 'link_invalid' });
      expect(fieldsOf(r)).toEqual(['token']);
      expect((await answer(bad)).statusCode).toBe(400);
    }
    expect((await as('anonymous').inject({ url: A.clubCheck })).statusCode).toBe(400);
    expect((await booking(verified.id)).clubCheck).toBe('pending');
  });

  it('takes one of two answers at once (409 for the other), audited with the club, and mails the member', async () => {
    const { verify } = await clubMail(verified.id);
    const both = await Promise.all([answer(verify), answer(verify)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'club_check_answered',
    });
    const ok = both.find((r) => r.statusCode === 200)!.json() as ClubCheckView;
    expect(ok).toMatchObject({ clubCheck: 'verified', waiting: false });
    const after = await booking(verified.id);
    expect(after).toMatchObject({
      status: 'requested',
      clubCheck: 'verified',
      clubCheckedBy: 'Madras Gymkhana Club',
      clubCheckedAt: new Date(`${TODAY}T10:00:00+05:30`).toISOString(),
    });
    const audit = (await auditOf(verified.id)).filter((a) => a.action.includes('club_answer'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'chambers.booking.club_answer',
      actor_staff_id: null,
      after: { club: 'Madras Gymkhana Club', via: 'link', clubCheck: 'verified' },
    });
    // A later answer from either link is refused; the page says it was answered.
    const { decline } = await clubMail(verified.id);
    expect((await answer(decline, 'no')).statusCode).toBe(409);
    expect((await page(decline)).json()).toMatchObject({ clubCheck: 'verified', waiting: false });
    expect(await memberSubjects()).toEqual(
      expect.arrayContaining([
        `Your guest was verified (room request #${verified.id}) | The Riverside Gymkhana Club`,
      ]),
    );
    const confirmed = await step(as('admin'), after, 'confirm', { roomIds: [rooms.double] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
  });

  it('a decline rejects the request with the reason and frees its nights; the member is mailed', async () => {
    const res = await affiliate({
      roomType: 'single',
      occupants: '1',
      checkIn: '2026-12-12',
      checkOut: '2026-12-14',
    });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json() as ChamberBooking;
    const held = await requestBooking(as('member'), {
      roomType: 'single',
      occupants: '1',
      checkIn: '2026-12-13',
      checkOut: '2026-12-14',
    });
    expect(held.json()).toMatchObject({ code: 'chamber_full' });
    const { decline, verify } = await clubMail(b.id);
    expect((await page(decline)).json()).toMatchObject({ action: 'decline', waiting: true });
    const res2 = await answer(decline, 'Not a member of ours');
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json()).toMatchObject({ clubCheck: 'declined', waiting: false });
    const after = await booking(b.id);
    expect(after).toMatchObject({
      status: 'rejected',
      clubCheck: 'declined',
      reason: 'Declined by Madras Gymkhana Club: Not a member of ours',
    });
    expect(after.steps.at(-1)).toMatchObject({ step: 'rejected', by: 'Madras Gymkhana Club' });
    expect((await answer(verify)).statusCode).toBe(409);
    const free = await requestBooking(as('member'), {
      roomType: 'single',
      occupants: '1',
      checkIn: '2026-12-13',
      checkOut: '2026-12-14',
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(await memberSubjects()).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`request #${b.id} was declined`))]),
    );
  });

  it('links expire after 7 days, or at the end of the check-in day when sooner (410)', async () => {
    const far = (
      await affiliate({ checkIn: '2027-01-10', checkOut: '2027-01-11' })
    ).json() as ChamberBooking;
    const near = (
      await affiliate({
        roomType: 'single',
        occupants: '1',
        checkIn: '2026-11-25',
        checkOut: '2026-11-26',
      })
    ).json() as ChamberBooking;
    const farLink = await clubMail(far.id);
    const nearLink = await clubMail(near.id);
    try {
      setClock('2026-11-25T23:30:00+05:30');
      expect((await page(nearLink.verify)).statusCode).toBe(200);
      setClock('2026-11-26T00:30:00+05:30');
      const gone = await page(nearLink.verify);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ code: 'link_expired' });
      expect((await page(farLink.verify)).statusCode).toBe(200);
      setClock('2026-12-01T10:01:00+05:30');
      expect((await page(farLink.verify)).statusCode).toBe(410);
      expect((await answer(farLink.verify)).statusCode).toBe(410);
      expect((await booking(far.id)).clubCheck).toBe('pending');
    } finally {
      setClock(`${TODAY}T10:00:00+05:30`);
    }
    // The office sends new links (audited); stale versions are refused.
    const stale = await step(
      as('admin'),
      { id: far.id, version: far.version + 5 },
      'club-check/resend',
    );
    expect(stale.json()).toMatchObject({ code: 'booking_changed' });
    const resent = await step(as('admin'), far, 'club-check/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    const again = await clubMail(far.id);
    expect(again.count).toBe(2);
    expect((await auditOf(far.id)).map((a) => a.action)).toContain(
      'chambers.booking.club_mail_resent',
    );
    const answered = await step(as('admin'), await booking(verified.id), 'club-check/resend');
    expect(answered.json()).toMatchObject({ code: 'club_check_answered' });
  });

  it('a club without an email: no mail, the office records its answer by hand (audited with the staff member)', async () => {
    const res = await affiliate({
      affiliatedClubId: String(clubs.noMail),
      checkIn: '2027-02-01',
      checkOut: '2027-02-02',
    });
    const b = res.json() as ChamberBooking;
    expect(b).toMatchObject({
      affiliatedClub: 'Bangalore Club',
      clubCheck: 'pending',
      clubHasEmail: false,
    });
    await t.flushMail();
    const outbox = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from outbox where topic = 'chamber_booking.club_check_requested' and (payload->>'bookingId')::int = ${b.id}`,
    );
    expect((outbox.rows[0] as { n: number }).n).toBe(0);
    const resend = await step(as('admin'), b, 'club-check/resend');
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'club_no_email' });
    const noReason = await step(as('admin'), b, 'club-check', { answer: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason)).toEqual(['reason']);
    const badAnswer = await step(as('admin'), b, 'club-check', { answer: 'maybe' });
    expect(fieldsOf(badAnswer)).toEqual(['answer']);
    const stale = await step(as('admin'), { id: b.id, version: b.version + 3 }, 'club-check', {
      answer: 'verified',
    });
    expect(stale.json()).toMatchObject({ code: 'booking_changed' });
    const ok = await step(as('admin'), b, 'club-check', { answer: 'verified' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      clubCheck: 'verified',
      clubCheckedBy: 'Admin',
      status: 'requested',
    });
    const audit = (await auditOf(b.id)).find(
      (a) => a.action === 'chambers.booking.club_answer_recorded',
    );
    expect(audit?.actor_staff_id).not.toBeNull();
    expect(audit?.after).toMatchObject({ via: 'office', club: 'Bangalore Club' });
    const twice = await step(as('admin'), ok.json() as ChamberBooking, 'club-check', {
      answer: 'declined',
      reason: 'Phoned back',
    });
    expect(twice.json()).toMatchObject({ code: 'club_check_answered' });
  });

  it('keeps the office routes to admins and answers 404 for no such booking', async () => {
    const b = { id: verified.id, version: 0 };
    for (const path of ['club-check/resend', 'club-check']) {
      expect((await step(as('anonymous'), b, path, { answer: 'verified' })).statusCode).toBe(401);
      expect((await step(as('member'), b, path, { answer: 'verified' })).statusCode).toBe(403);
      expect((await step(as('editor'), b, path, { answer: 'verified' })).statusCode).toBe(403);
      expect(
        (await step(as('admin'), { id: 999999, version: 0 }, path, { answer: 'verified' }))
          .statusCode,
      ).toBe(404);
    }
  });
});
