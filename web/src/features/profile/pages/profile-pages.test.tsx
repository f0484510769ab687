import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyProfile, ProfileRequest } from '@club/contracts';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testMember,
  testStaff,
} from '../../../test/app-harness';

resetEachTest();

const profile: MyProfile = {
  id: 1,
  code: 'M1001',
  title: '',
  firstName: 'Arjun',
  lastName: 'Mehta',
  email: 'arjun@example.com',
  mobile: '+91 98200 00001',
  address: '1 Old Road, Mumbai',
  membershipType: 'Life',
  status: 'Active',
  joinedOn: '2010-04-01',
  language: 'en',
  consentEmail: true,
  consentSms: false,
  hasPhoto: false,
  family: [{ id: 5, name: 'Priya Mehta', relation: 'Spouse', dateOfBirth: '1980-02-03' }],
  requests: [],
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const pendingDependent: ProfileRequest = {
  id: 9,
  memberId: 1,
  memberCode: 'M1001',
  memberName: 'Arjun Mehta',
  kind: 'add_dependent',
  status: 'Pending',
  change: { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: null },
  before: null,
  reason: '',
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const page = (items: ProfileRequest[]) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
});

const listing = { listed: false, shares: [] };

describe('My Profile (/pages/profile)', () => {
  it('saves the mobile with the version it loaded, and asks for a new dependent', async () => {
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/profile': () => json(200, profile),
      'GET /api/apps/contacts/me': () => json(200, listing),
      'PUT /api/member/profile': () =>
        json(200, { ...profile, mobile: '+91 98111 22233', updatedAt: '2026-12-01T10:05:00.000Z' }),
      'POST /api/member/profile/requests': () =>
        json(201, { ...profile, requests: [pendingDependent] }),
    });
    renderAt('/pages/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 }, { timeout: 20_000 });
    expect(await screen.findByText('Priya Mehta')).toBeInTheDocument();
    const user = userEvent.setup();
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '+91 98111 22233');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/member/profile')?.body).toMatchObject({
        mobile: '+91 98111 22233',
        expectedUpdatedAt: profile.updatedAt,
      }),
    );
    expect(await screen.findByText('Your contact details are saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask to add a dependent' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new dependent' });
    // Sent empty: the fields say what is missing, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(calls.some((c) => c.key === 'POST /api/member/profile/requests')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Full name/), 'Kabir Mehta');
    const relation = within(dialog).getByRole('textbox', { name: /Relation/ });
    await user.click(relation);
    const listbox = () => document.getElementById(relation.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(within(listbox()!).getByRole('option', { name: 'Son', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/member/profile/requests')?.body).toEqual({
        kind: 'add_dependent',
        name: 'Kabir Mehta',
        relation: 'Son',
        dateOfBirth: null,
      }),
    );
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
  });

  it('puts the server’s field refusal on the field (another member’s e-mail)', async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/profile': () => json(200, profile),
      'GET /api/apps/contacts/me': () => json(200, listing),
      'PUT /api/member/profile': () =>
        problem(409, 'conflict', 'Another member already has this email address.', {
          errors: [{ field: 'email', message: 'Another member already has this email address.' }],
        }),
    });
    renderAt('/pages/profile');
    const email = await screen.findByLabelText('E-mail address', undefined, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Another member already has this email address.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('shows staff their own account, with the way to change the password', async () => {
    mockSignedIn(testStaff(), {});
    renderAt('/pages/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 }, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });
});

describe('Profile Approvals (/admin/member/approvals)', () => {
  it('lists the pending requests and approves one; rejecting needs a reason', async () => {
    const queries: string[] = [];
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/member/approvals': (_i, url) => {
        queries.push(url.search);
        return json(200, page([pendingDependent]));
      },
      'POST /api/admin/member/approvals/9/approve': () =>
        json(200, { ...pendingDependent, status: 'Approved' }),
      'POST /api/admin/member/approvals/9/reject': () =>
        json(200, { ...pendingDependent, status: 'Rejected', reason: 'No proof' }),
    });
    renderAt('/admin/member/approvals');
    const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
    expect(await within(table).findByText('Kabir Mehta (Son)')).toBeInTheDocument();
    expect(queries[0]).toContain('status=Pending');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /^Reject the request of Arjun/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'No proof');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the request' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'POST /api/admin/member/approvals/9/reject')?.body,
      ).toEqual({ reason: 'No proof' }),
    );
    await user.click(within(table).getByRole('button', { name: /^Approve the request of Arjun/ }));
    expect(
      await screen.findByText('Approved: the member’s record is changed.'),
    ).toBeInTheDocument();
  });
});
