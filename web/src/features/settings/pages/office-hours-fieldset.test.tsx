import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const PUT = 'PUT /api/admin/settings';

const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('General settings: the office hours', () => {
  resetEachTest();

  it('refuses a closing time before the opening and a week with no day open, beside the fields', async () => {
    const calls = mockSignedIn(admin, {
      [PUT]: (init) => json(200, { ...settings, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderAt('/admin/content/settings');
    const user = userEvent.setup();
    const monday = await screen.findByRole('group', { name: 'Monday' }, { timeout: 5000 });
    setTime(within(monday).getByLabelText('Monday closes'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(monday).findByText('The end time must be after the start time.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === PUT)).toBe(false);

    // Every day closed: the week needs one open day, said under Monday.
    for (const switchOf of screen.getAllByRole('switch')) {
      if ((switchOf as HTMLInputElement).checked) await user.click(switchOf);
    }
    expect(within(monday).queryByLabelText('Monday closes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(monday).findByRole('alert')).toHaveTextContent('This field is required.');
    expect(calls.some((c) => c.key === PUT)).toBe(false);
  });

  it('saves the hours of each day, a closed day as null', async () => {
    const calls = mockSignedIn(admin, {
      [PUT]: (init) => json(200, { ...settings, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderAt('/admin/content/settings');
    const user = userEvent.setup();
    const sunday = await screen.findByRole('group', { name: 'Sunday' }, { timeout: 5000 });
    await user.click(within(sunday).getByRole('switch', { name: 'Open on Sunday' }));
    setTime(within(sunday).getByLabelText('Sunday opens'), '10:00');
    setTime(within(sunday).getByLabelText('Sunday closes'), '13:30');
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('switch', { name: 'Open on Saturday' }));
    expect(within(saturday).getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === PUT)?.body as { officeHours: unknown };
    expect(sent.officeHours).toEqual({
      ...settings.officeHours,
      sat: null,
      sun: { open: '10:00', close: '13:30' },
    });
  });
});
