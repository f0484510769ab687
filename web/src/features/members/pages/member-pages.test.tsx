import type { MemberDetail } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import type { mockApi } from '../../../test/app-harness';
import { json, mockSignedIn, renderAt, resetApp, testStaff } from '../../../test/app-harness';

const admin = testStaff();

const detail: MemberDetail = {
  id: 7,
  code: 'M1001',
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Mehta',
  gender: 'M',
  dateOfBirth: null,
  email: null,
  mobile: null,
  address: '',
  membershipType: 'Life',
  status: 'Active',
  joinedOn: '2020-04-17',
  spouse: null,
  dependents: [],
  sportsInterests: [],
  creditLimit: 2_500_000,
  language: 'en',
  consentEmail: true,
  consentSms: false,
  hasPhoto: false,
  onlineAccess: 'active',
  lastLoginAt: null,
  createdAt: '2020-04-17T00:00:00.000Z',
  updatedAt: '2020-04-17T00:00:00.000Z',
};

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockSignedIn(admin, {
    'GET /api/admin/members/availability': () => json(200, { available: true, valid: true }),
    'GET /api/admin/members/7': () => json(200, detail),
    ...extra,
  });

const sentBody = (calls: { key: string; body: unknown }[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => c.body as { creditLimit: number });

describe('the credit limit, typed in the reader’s format', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(async () => {
    // Back to English while the API is still mocked: the screens' queries follow the language.
    await switchLanguage('en');
    vi.unstubAllGlobals();
  });

  it('in German, the edit form shows 25000,00 and saves "30.000,5" as 30,000.50 in paise', async () => {
    const calls = api({
      'PUT /api/admin/members/7': () => json(200, { ...detail, creditLimit: 3_000_050 }),
    });
    await switchLanguage('de');
    renderAt('/admin/member/editMember/7');
    const limit = await screen.findByLabelText(/^Kreditlimit/, {}, { timeout: 5000 });
    await waitFor(() => expect(limit).toHaveValue('25000,00'));
    expect(
      screen.getByText('In Rupien, höchstens 2 Nachkommastellen, z. B. 25000,00.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(limit);
    await user.type(limit, '30.000,5');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(sentBody(calls, 'PUT /api/admin/members/7')).toEqual([
        expect.objectContaining({ creditLimit: 3_000_050 }),
      ]),
    );
    // The saved member comes back into the form in German.
    await waitFor(() => expect(limit).toHaveValue('30000,50'));
  }, 30_000);

  it('in German, refuses three decimals in place and sends nothing', async () => {
    const calls = api();
    await switchLanguage('de');
    renderAt('/admin/member/editMember/7');
    const limit = await screen.findByLabelText(/^Kreditlimit/, {}, { timeout: 5000 });
    await waitFor(() => expect(limit).toHaveValue('25000,00'));
    const user = userEvent.setup();
    await user.clear(limit);
    await user.type(limit, '100,505');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await screen.findByText(
        'Geben Sie einen Betrag von 0 bis 10.000.000 mit höchstens 2 Nachkommastellen ein.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(calls, 'PUT /api/admin/members/7')).toEqual([]);
  }, 30_000);

  it('in Spanish, a new member’s "1 234,56" is sent as 123456 paise', async () => {
    const calls = api({
      'POST /api/admin/members': () => json(201, { ...detail, id: 8, code: 'M2001' }),
    });
    await switchLanguage('es');
    const router = renderAt('/admin/member/addMember');
    const user = userEvent.setup();
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(await screen.findByLabelText(/^Código de socio/, {}, { timeout: 5000 }), 'M2001');
    await fill(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Lucía');
    await fill(screen.getByRole('textbox', { name: /^Apellidos\s*\*?$/ }), 'García');
    const limit = screen.getByLabelText(/^Límite de crédito/);
    expect(limit).toHaveValue('0,00');
    await user.clear(limit);
    await user.type(limit, '1 234,56');
    await user.click(screen.getByRole('button', { name: 'Añadir socio' }));
    await waitFor(() =>
      expect(sentBody(calls, 'POST /api/admin/members')).toEqual([
        expect.objectContaining({ code: 'M2001', creditLimit: 123_456 }),
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/member/editMember/8'));
  }, 30_000);
});
