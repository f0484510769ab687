import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '@club/contracts/core';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testSettings as settings,
  testStaff,
} from '../../../test/app-harness';

const admin = testStaff();

describe('General settings: the cancellation policies', () => {
  resetEachTest();

  it('edits the tiers, shows the problems beside the fields and saves both policies', async () => {
    const calls = mockSignedIn(admin, {
      'PUT /api/admin/settings': (init) =>
        json(200, { ...settings, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderAt('/admin/content/settings');
    const user = userEvent.setup();
    const rooms = await screen.findByRole('group', { name: 'Room stays' }, { timeout: 5000 });
    const percents = within(rooms).getAllByRole('textbox', { name: 'Refund' });
    expect(percents).toHaveLength(3);
    expect(percents[0]).toHaveValue('100%');

    // A refund above 100 % is refused beside its field, nothing is sent.
    await user.clear(percents[1]!);
    await user.type(percents[1]!, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(rooms).findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/admin/settings')).toBe(false);

    await user.clear(percents[1]!);
    await user.type(percents[1]!, '40');
    // Remove the 0-day tier: the list needs one from day 0.
    await user.click(within(rooms).getByRole('button', { name: 'Remove tier 3 of Room stays' }));
    expect(within(rooms).getAllByRole('textbox', { name: 'Refund' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(rooms).findByRole('alert')).toHaveTextContent(
      'One tier must start at 0 days',
    );
    await user.click(within(rooms).getByRole('button', { name: 'Add a tier (Room stays)' }));
    const days = within(rooms).getAllByRole('textbox', { name: 'From days before' });
    expect(days).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/admin/settings')?.body as {
      cancellationPolicies: unknown;
    };
    expect(sent.cancellationPolicies).toEqual({
      chambers: {
        tiers: [
          { minDaysBefore: 7, refundPercent: 100 },
          { minDaysBefore: 2, refundPercent: 40 },
          { minDaysBefore: 0, refundPercent: 0 },
        ],
      },
      banquets: settings.cancellationPolicies.banquets,
    });
  });

  it('takes the monthly minimums as amounts typed by an admin; an editor reads them only', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/settings': () =>
        json(200, { ...settings, minimumSpend: { ...settings.minimumSpend, Life: 150_000 } }),
      'PUT /api/admin/settings': (init) =>
        json(200, { ...settings, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderAt('/admin/content/settings');
    const user = userEvent.setup();
    const group = await screen.findByRole(
      'group',
      { name: 'Monthly food and beverage minimum' },
      { timeout: 5000 },
    );
    expect(within(group).getByRole('textbox', { name: 'Life' })).toHaveValue('1500.00');
    const ordinary = within(group).getByRole('textbox', { name: 'Ordinary' });
    await user.type(ordinary, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(group).findByText(/Enter a monthly minimum/)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/admin/settings')).toBe(false);
    await user.clear(ordinary);
    await user.type(ordinary, '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/admin/settings')?.body as {
      minimumSpend: Record<string, string>;
    };
    expect(sent.minimumSpend).toMatchObject({
      Life: '1500.00',
      Ordinary: '2500.50',
      Corporate: '',
    });
  });

  it('shows an editor the minimums read-only', async () => {
    mockSignedIn(testStaff({ code: 'editor', roles: [ROLE.editor] }), {});
    renderAt('/admin/content/settings');
    const group = await screen.findByRole(
      'group',
      { name: 'Monthly food and beverage minimum' },
      { timeout: 5000 },
    );
    expect(within(group).getByText(/Only an admin changes them/)).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Ordinary' })).toHaveAttribute('readonly');
  });
});
