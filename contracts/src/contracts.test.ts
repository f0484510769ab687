import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  changePinRequest,
  hasAnyRole,
  intersectRoles,
  LEDGER_ENTRY_SOURCES,
  ledgerSourceLink,
  memberCodeSchema,
  normaliseBasePath,
  parseMajorToMinor,
  passwordSchema,
  pinSchema,
  staffCodeSchema,
  VALIDATION_MESSAGES_EN,
  validationMessageEn,
} from './index.ts';

describe('roles', () => {
  it('narrows a child route to the roles its parent also allows', () => {
    expect(intersectRoles(['A', 'U'], ['U', 'M'])).toEqual(['U']);
    expect(intersectRoles(['A'], ['M'])).toEqual([]);
    expect(intersectRoles(undefined, ['M'])).toEqual(['M']);
    expect(intersectRoles(['A', 'U'], undefined)).toEqual(['A', 'U']);
  });

  it('grants a route when a held role is allowed, and any route that declares none', () => {
    expect(hasAnyRole(['M'], ['M', 'A'])).toBe(true);
    expect(hasAnyRole(['U'], ['A'])).toBe(false);
    expect(hasAnyRole(['U'], [])).toBe(false);
    expect(hasAnyRole([], undefined)).toBe(true);
  });
});

describe('codes and secrets', () => {
  it('accepts member codes as letters then digits, any case, and upper-cases them', () => {
    expect(memberCodeSchema.parse(' m1001 ')).toBe('M1001');
    expect(memberCodeSchema.parse('INST326')).toBe('INST326');
    for (const bad of ['1001', 'M', 'M10A1', 'M-1001', '']) {
      expect(memberCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('lower-cases staff codes', () => {
    expect(staffCodeSchema.parse('Admin')).toBe('admin');
    expect(staffCodeSchema.safeParse('9lives').success).toBe(false);
  });

  it('takes PINs of 4 to 6 digits and passwords of 10+ with a letter and a digit', () => {
    expect(pinSchema.safeParse('1234').success).toBe(true);
    expect(pinSchema.safeParse('123').success).toBe(false);
    expect(pinSchema.safeParse('1234567').success).toBe(false);
    expect(pinSchema.safeParse('12a4').success).toBe(false);
    expect(passwordSchema.safeParse('Admin@12345').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefghijk').error?.issues[0]?.message).toBe(
      'validation.passwordDigit',
    );
    expect(passwordSchema.safeParse('short1').error?.issues[0]?.message).toBe(
      'validation.passwordLength',
    );
  });

  it('refuses a PIN change whose confirmation differs or that keeps the same PIN', () => {
    const mismatch = changePinRequest.safeParse({
      currentPin: '1234',
      newPin: '5678',
      confirmPin: '5679',
    });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPin', 'validation.pinMismatch'],
    ]);
    const same = changePinRequest.safeParse({
      currentPin: '1234',
      newPin: '1234',
      confirmPin: '1234',
    });
    expect(same.error?.issues[0]?.message).toBe('validation.pinSame');
  });

  it('names each empty field of a PIN or password change as required, and nothing else', () => {
    const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(
      issues(changePinRequest.safeParse({ currentPin: '', newPin: '', confirmPin: '' })),
    ).toEqual([
      ['currentPin', 'validation.required'],
      ['newPin', 'validation.required'],
      ['confirmPin', 'validation.required'],
    ]);
    expect(
      issues(changePinRequest.safeParse({ currentPin: '1234', newPin: '5678', confirmPin: '' })),
    ).toEqual([['confirmPin', 'validation.required']]);
    expect(
      issues(
        changePasswordRequest.safeParse({
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual([
      ['currentPassword', 'validation.required'],
      ['newPassword', 'validation.required'],
      ['confirmPassword', 'validation.required'],
    ]);
  });

  it('has an English text for every message key the schemas use', () => {
    expect(validationMessageEn('validation.pin')).toBe('A PIN is 4 to 6 digits.');
    expect(validationMessageEn('Already a sentence.')).toBe('Already a sentence.');
    expect(Object.values(VALIDATION_MESSAGES_EN).every((t) => t.endsWith('.'))).toBe(true);
  });
});

describe('money and paths', () => {
  it('parses amounts to minor units exactly and refuses more than 2 decimals', () => {
    expect(parseMajorToMinor('500')).toBe(50000);
    expect(parseMajorToMinor('500.5')).toBe(50050);
    expect(parseMajorToMinor('0.07')).toBe(7);
    expect(parseMajorToMinor('1.005')).toBeNull();
    expect(parseMajorToMinor('-5')).toBeNull();
    expect(parseMajorToMinor('abc')).toBeNull();
  });

  it('normalises the base path', () => {
    expect(normaliseBasePath(undefined)).toBe('/app');
    expect(normaliseBasePath('club/')).toBe('/club');
    expect(normaliseBasePath('/')).toBe('');
  });
});

describe('ledger entry links', () => {
  it("links an online payment to the member's payments page and nothing without a page", () => {
    expect(ledgerSourceLink('dues', '42')).toBe('/member/payments');
    expect(ledgerSourceLink('dues', null)).toBeNull();
    // Bookings link to their pages; subscriptions, club bills and office entries have none.
    expect(ledgerSourceLink('banquet_booking', '7:advance')).toBe('/member/banquet/myBooking');
    expect(ledgerSourceLink('chamber_booking', '7')).toBe('/member/chamber/myBooking');
    for (const sourceId of ['12', '12:refund:3']) {
      expect(ledgerSourceLink('event_booking', sourceId)).toBe('/member/events/orders/detail/12');
    }
    expect(ledgerSourceLink('event_booking', 'x12')).toBeNull();
    const linked = ['dues', 'fnb_order', 'banquet_booking', 'chamber_booking', 'event_booking'];
    for (const source of LEDGER_ENTRY_SOURCES.filter((s) => !linked.includes(s))) {
      expect(ledgerSourceLink(source, '7'), source).toBeNull();
    }
  });

  it("links each of an order's entries (charge, payment, reversals, refunds) to the order's page", () => {
    for (const sourceId of ['42', '42:cancelled', '42:rejected', '42:line:7', '42:refund:3']) {
      expect(ledgerSourceLink('fnb_order', sourceId), sourceId).toBe(
        '/member/foodordering/orders/detail/42',
      );
    }
    for (const sourceId of ['', 'x42', '042', ':42', '42x']) {
      expect(ledgerSourceLink('fnb_order', sourceId || null), sourceId).toBeNull();
    }
  });
});
