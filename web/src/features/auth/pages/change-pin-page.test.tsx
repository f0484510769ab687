import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockSignedIn, renderAt, resetEachTest, testMember } from '../../../test/app-harness';

/** The error shown under a field (Mantine links it by aria-describedby). */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const errors = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className.includes('error'));
  return errors[0]?.textContent ?? null;
}

describe('Change PIN (member/settings/changePin)', () => {
  resetEachTest();

  it('says under each empty field that it is required, and sends nothing', async () => {
    const calls = mockSignedIn(testMember(), {});
    renderAt('/member/settings/changePin');
    const submit = await screen.findByRole('button', { name: 'Change PIN' }, { timeout: 5000 });
    await userEvent.click(submit);

    for (const label of [/^Current PIN/, /^New PIN/, /^Confirm new PIN/]) {
      expect(errorOf(screen.getByLabelText(label)), String(label)).toBe('This field is required.');
    }
    expect(screen.queryByText('The new PIN must differ from the current one.')).toBeNull();
    expect(calls.some((c) => c.key === 'POST /api/auth/change-pin')).toBe(false);
  });

  it('names the confirmation when only it is wrong', async () => {
    mockSignedIn(testMember(), {});
    renderAt('/member/settings/changePin');
    await userEvent.type(
      await screen.findByLabelText(/^Current PIN/, undefined, { timeout: 5000 }),
      '1234',
    );
    await userEvent.type(screen.getByLabelText(/^New PIN/), '5678');
    await userEvent.type(screen.getByLabelText(/^Confirm new PIN/), '5679');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(errorOf(screen.getByLabelText(/^Confirm new PIN/))).toBe('The two PINs do not match.');
    expect(errorOf(screen.getByLabelText(/^New PIN/))).toBeNull();
    expect(errorOf(screen.getByLabelText(/^Current PIN/))).toBeNull();
  });
});
