import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport } from '@club/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetApp,
  testMember,
} from '../../../test/app-harness';
import { installFakeEventSource } from '../../../test/fake-event-source';

const PATH = '/member/settings/my-data';
const bell = { items: [], pageIndex: 0, pageSize: 10, pageCount: 1, total: 0, unread: 0 };
const ready: DataExport = {
  id: 7,
  status: 'ready',
  requestedAt: '2026-11-24T04:30:00.000Z',
  readyAt: '2026-11-24T04:31:00.000Z',
  expiresAt: '2026-12-01T04:31:00.000Z',
};
const expired: DataExport = {
  ...ready,
  id: 3,
  status: 'expired',
  requestedAt: '2026-10-01T04:30:00.000Z',
};

describe('the download of my data', () => {
  beforeEach(() => {
    resetApp();
    installFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says so when there is none yet, asks for one and shows it being prepared', async () => {
    let items: DataExport[] = [];
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bell),
      'GET /api/member/my-data': () => json(200, { items }),
      'POST /api/member/my-data': () => {
        const x: DataExport = {
          ...ready,
          id: 8,
          status: 'pending',
          readyAt: null,
          expiresAt: null,
        };
        items = [x];
        return json(201, x);
      },
    });
    renderAt(PATH);
    expect(
      await screen.findByText('No downloads yet', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const ask = screen.getByRole('button', { name: 'Request my data' });
    await userEvent.setup().click(ask);
    expect(calls.some((c) => c.key === 'POST /api/member/my-data')).toBe(true);
    const list = await screen.findByRole('list', { name: 'Your data downloads' });
    expect(within(list).getByText('Being prepared')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request my data' })).toBeDisabled(),
    );
  });

  it('offers the ready files as links until they expire, and an expired one without', async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bell),
      'GET /api/member/my-data': () => json(200, { items: [ready, expired] }),
      'POST /api/member/my-data': () =>
        problem(
          409,
          'conflict',
          'Your data is already being prepared. You will be told when it is ready to download.',
        ),
    });
    renderAt(PATH);
    const list = await screen.findByRole(
      'list',
      { name: 'Your data downloads' },
      { timeout: 20_000 },
    );
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const json7 = within(cards[0]!).getByRole('link', { name: /Download the JSON of/ });
    expect(json7).toHaveAttribute('href', '/api/member/my-data/7/json');
    expect(within(cards[0]!).getByRole('link', { name: /Download the PDF of/ })).toHaveAttribute(
      'href',
      '/api/member/my-data/7/pdf',
    );
    expect(within(cards[0]!).getByText('Ready')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(/already being prepared/)).toBeInTheDocument();
  });
});
