import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubSettingText, DEFAULT_OFFICE_HOURS, ENQUIRY_LIMIT } from '@club/contracts';
import { auditLog, clubSettings } from '../../db/schema/index.ts';
import { type Caller } from '../../../test/fixtures.ts';
import { as, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const enquiries = async () =>
  (
    (await t.app.ctx.db.execute(sql`select count(*)::int as n from enquiries`)).rows[0] as {
      n: number;
    }
  ).n;
const enquire = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/enquiries', payload, remoteAddress: ip });
const good = {
  name: 'Neha Kapoor',
  email: 'neha@example.com',
  phone: '+91 98200 12345',
  subject: 'Wedding reception in December',
  message: 'We would like to hold a reception for 250 guests. Is the Centenary Hall free?',
};

describe('the enquiry form', () => {
  it("mails the visitor's enquiry to the club office", async () => {
    const res = await enquire(good);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/sent to the club office/);
    await t.flushMail();
    const [mail] = t.smtp.to('office@riversidegymkhana.example');
    expect(mail?.subject).toContain('Website enquiry: Wedding reception in December');
    expect(mail?.text).toContain('neha@example.com');
    expect(mail?.text).toContain('250 guests');
    // The office answers the visitor with Reply.
    expect(mail?.replyTo).toBe('neha@example.com');
  });

  it('escapes what a visitor writes in the mail', async () => {
    t.smtp.clear();
    await enquire(
      { ...good, name: '<b>Evil</b>', message: '<script>alert(1)</script> hello there' },
      '10.0.0.9',
    );
    await t.flushMail();
    const [mail] = t.smtp.to('office@riversidegymkhana.example');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('refuses bad input with the failing fields, sending and storing nothing', async () => {
    const before = await enquiries();
    const res = await enquire(
      { name: 'N', email: 'nope', phone: 'abc', subject: '', message: 'short' },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect(await enquiries()).toBe(before);
  });

  it('refuses a flood from one address (429) and still takes enquiries from others', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < ENQUIRY_LIMIT.max; i++)
      expect((await enquire(good, ip)).statusCode).toBe(200);
    const before = await enquiries();
    const flood = await enquire(good, ip);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().code).toBe('rate_limited');
    expect(await enquiries()).toBe(before);
    expect((await enquire(good, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('general settings', () => {
  const settings = {
    clubName: 'The Riverside Gymkhana',
    shortName: 'Riverside',
    address: '1 Maidan Road, Churchgate, Mumbai 400020',
    phone: '+91 22 2200 1876',
    email: 'Office@Riverside.example',
    clubTimings: 'Daily 06:00 to 23:30',
    financialYearStartMonth: 4,
  };
  const put = (who: Caller, payload: object) =>
    who.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload,
    });

  it('are changed by an editor or an admin and shown to everyone', async () => {
    expect((await put(as('editor'), settings)).statusCode).toBe(200);
    const shown = (await t.app.inject('/api/settings')).json();
    expect(shown).toMatchObject({ ...settings, email: 'office@riverside.example' });
    expect(
      (await put(as('admin'), { ...settings, financialYearStartMonth: 1 })).json()
        .financialYearStartMonth,
    ).toBe(1);
  });

  it('say the largest upload the server takes, read and saved alike, never as a setting', async () => {
    expect((await t.app.inject('/api/settings')).json().uploadMaxBytes).toBe(5_242_880);
    const saved = await put(as('admin'), { ...settings, uploadMaxBytes: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().uploadMaxBytes).toBe(5_242_880);
  });

  it('keep the club timings in Spanish and German, each shown in its place of the English', async () => {
    const translations = {
      es: { clubTimings: '  Todos los días de 06:00 a 23:30 ' },
      de: { clubTimings: 'Täglich 06:00 bis 23:30 Uhr' },
    };
    expect((await put(as('editor'), { ...settings, translations })).statusCode).toBe(200);
    const shown = (await t.app.inject('/api/settings')).json();
    expect(shown.translations).toEqual({
      es: { clubTimings: 'Todos los días de 06:00 a 23:30' },
      de: translations.de,
    });
    expect(clubSettingText(shown, 'clubTimings', 'es')).toBe('Todos los días de 06:00 a 23:30');
    expect(clubSettingText(shown, 'clubTimings', 'de')).toBe('Täglich 06:00 bis 23:30 Uhr');
    expect(clubSettingText(shown, 'clubTimings', 'en')).toBe(settings.clubTimings);

    // Saved without them (an older form), the kept versions stay.
    expect((await put(as('admin'), { ...settings, clubTimings: 'Daily' })).statusCode).toBe(200);
    expect((await t.app.inject('/api/settings')).json().translations.de).toEqual(translations.de);

    // The audit log names each language's text as a field of its own.
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id));
    const saved = audit.find((a) => (a.after as Record<string, unknown>).clubTimingsDe);
    expect(saved?.after).toMatchObject({ clubTimingsDe: 'Täglich 06:00 bis 23:30 Uhr' });

    const tooLong = await put(as('editor'), {
      ...settings,
      translations: { ...translations, de: { clubTimings: 'x'.repeat(161) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe('translations.de.clubTimings');
  });

  it('show the office hours the portal acts on, never a typed text of them', async () => {
    // A row saved before the office timings were drawn from the hours keeps their old versions
    // in its translations: they are not answered, and a save sends no such text on.
    expect((await put(as('editor'), settings)).statusCode).toBe(200);
    await t.app.ctx.db
      .update(clubSettings)
      .set({
        translations: {
          es: { clubTimings: '', officeTimings: 'Lunes a sábado' },
          de: { clubTimings: '', officeTimings: 'Montag bis Samstag' },
        } as object,
      })
      .where(eq(clubSettings.id, 1));
    const shown = (await t.app.inject('/api/settings')).json();
    expect(shown.translations).toEqual({ es: { clubTimings: '' }, de: { clubTimings: '' } });
    expect(shown).not.toHaveProperty('officeTimings');
    expect(shown.officeHours).toEqual(DEFAULT_OFFICE_HOURS);

    const hours = { ...DEFAULT_OFFICE_HOURS, sat: { open: '10:00', close: '14:00' } };
    const saved = await put(as('editor'), {
      ...settings,
      officeTimings: 'Monday to Friday, typed again',
      officeHours: hours,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).not.toHaveProperty('officeTimings');
    const read = (await t.app.inject('/api/settings')).json();
    expect(read.officeHours).toEqual(hours);
    expect(JSON.stringify(read)).not.toContain('typed again');
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(Object.keys(audit?.after as object)).not.toContain('officeTimings');
    expect(Object.keys(audit?.after as object)).not.toContain('officeTimingsDe');
    expect(audit?.after).toMatchObject({ officeHours: expect.stringContaining('sat 10:00-14:00') });
  });

  it('refuse bad input and the wrong people, changing nothing', async () => {
    const before = (await t.app.inject('/api/settings')).json();
    const bad = await put(as('editor'), {
      ...settings,
      phone: 'x',
      email: 'x',
      financialYearStartMonth: 13,
      clubName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['clubName', 'email', 'financialYearStartMonth', 'phone']);
    expect((await put(as('anonymous'), settings)).statusCode).toBe(401);
    expect((await put(as('member'), settings)).statusCode).toBe(403);
    expect((await put(as('eventManager'), settings)).statusCode).toBe(403);
    expect((await t.app.inject('/api/settings')).json()).toEqual(before);
  });
});
