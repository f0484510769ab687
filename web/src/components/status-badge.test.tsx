import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { switchLanguage } from '../lib/i18n';
import { MemberStatusBadge } from '../features/members';
import { READABLE_TEXT, StatusBadge, statusFamily } from './status-badge';

const show = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(() => i18n.changeLanguage('en'));

const FAMILY = statusFamily<'Active' | 'Lapsed'>({
  colors: { Active: 'green', Lapsed: 'yellow' },
  keys: { Active: 'memberStatus.Active', Lapsed: 'memberStatus.Lapsed' },
});

describe('the status badge of a family', () => {
  it("writes a status's text in the reader's language, on its colour's tint in a readable shade", async () => {
    await switchLanguage('de');
    show(<StatusBadge family={FAMILY} status="Lapsed" />);
    const badge = screen.getByText('Abgelaufen').closest('[data-status]');
    expect(badge).toHaveAttribute('data-status', 'Lapsed');
    expect(badge).toHaveAttribute('data-variant', 'light');
    expect(badge?.getAttribute('style')).toContain('--mantine-color-yellow');
    expect(badge).toHaveStyle({ color: READABLE_TEXT.yellow });
  });

  it("leaves the dark scheme's badge in Mantine's light shade, which reads on the dark tint", () => {
    render(
      <MantineProvider forceColorScheme="dark">
        <StatusBadge family={FAMILY} status="Lapsed" />
      </MantineProvider>,
    );
    const badge = screen.getByText('Lapsed').closest('[data-status]');
    expect(badge).not.toHaveStyle({ color: READABLE_TEXT.yellow });
  });

  it('takes another text of the status when the caller names one', () => {
    show(<StatusBadge family={FAMILY} status="Active" label="memberStatus.Resigned" />);
    expect(screen.getByText('Resigned')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
  });

  it("draws a member's status as a dot of its colour, Deceased dark and Resigned gray", () => {
    show(
      <>
        <MemberStatusBadge status="Deceased" />
        <MemberStatusBadge status="Resigned" />
      </>,
    );
    const deceased = screen.getByText('Deceased').closest('[data-status]');
    const resigned = screen.getByText('Resigned').closest('[data-status]');
    expect(deceased).toHaveAttribute('data-variant', 'dot');
    expect(deceased?.getAttribute('style')).toContain('--mantine-color-dark');
    expect(resigned?.getAttribute('style')).toContain('--mantine-color-gray');
  });
});
