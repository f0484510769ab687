import type { AdminDashboard } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testStaff } from '../../../test/app-harness';

const days = (values: Record<number, number>) =>
  Array.from({ length: 31 }, (_, i) => ({
    day: `2026-12-${String(i + 1).padStart(2, '0')}`,
    value: values[i + 1] ?? 0,
  }));
const data: AdminDashboard = {
  month: '2026-12',
  today: '2026-12-06',
  currency: 'INR',
  paymentsByStatus: [],
  members: { total: 0, byStatus: [], byType: [] },
  latestImport: null,
  openOrders: [
    { outlet: 'restaurant', count: 2 },
    { outlet: 'bar', count: 1 },
  ],
  chamberRequests: 4,
  hallRequests: 1,
  profileRequests: 2,
  upcomingEvents: [
    { id: 9, title: 'Tennis open', startsAt: '2026-12-12T12:30:00Z', capacity: 16, placesLeft: 0 },
    {
      id: 10,
      title: 'New Year gala',
      startsAt: '2026-12-31T12:30:00Z',
      capacity: 200,
      placesLeft: 50,
    },
  ],
  feedback: { open: 2, inProgress: 1, overdue: 2 },
  latestBroadcasts: [
    {
      id: 4,
      title: 'Tennis ladder results',
      status: 'sent',
      at: '2026-12-02T03:30:00Z',
      sent: 120,
      failed: 3,
    },
  ],
  lastBackup: { at: '2026-12-06T04:30:00Z', bytes: 3_250_000 },
  backupOverdue: false,
  charts: {
    ordersByOutlet: [
      { outlet: 'restaurant', count: 3, amount: 7000 },
      { outlet: 'bar', count: 0, amount: 0 },
    ],
    roomNights: days({ 5: 2, 6: 3 }),
    payments: days({ 3: 15_000 }),
  },
};

describe('Admin dashboard (admin/dashboard)', () => {
  resetEachTest();

  it('shows what waits for the office, each card linking its list filtered, and the month', async () => {
    mockSignedIn(testStaff(), { 'GET /api/admin/dashboard': () => json(200, data) });
    renderAt('/admin/dashboard');
    expect(await screen.findByTestId('open-orders', {}, { timeout: 20_000 })).toHaveTextContent(
      '3',
    );
    const orders = screen.getByRole('region', { name: 'Open food orders' });
    expect(within(orders).getByRole('link', { name: /Restaurant.*2/ })).toHaveAttribute(
      'href',
      '/admin/restaurant/ManageOrder?outlet=restaurant&status=open&date=all',
    );
    const chambers = screen.getByRole('region', { name: 'Chamber requests waiting' });
    expect(
      within(chambers).getByRole('link', {
        name: 'Chamber requests waiting: 4 waiting, open them',
      }),
    ).toHaveTextContent('4');
    for (const link of within(chambers).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', '/admin/chamber/ManageChamberOrder?status=requested');
    }
    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByRole('link', { name: 'Open: 2' })).toHaveAttribute(
      'href',
      '/admin/feedbacks/FeedBacksList?status=open',
    );
    expect(within(feedback).getByRole('link', { name: 'In progress: 1' })).toHaveAttribute(
      'href',
      '/admin/feedbacks/FeedBacksList?status=in_progress',
    );
    expect(within(feedback).getByRole('link', { name: 'Overdue: 2' })).toHaveAttribute(
      'href',
      '/admin/feedbacks/FeedBacksList?overdue=true',
    );
    const broadcasts = screen.getByRole('region', { name: 'Latest broadcasts' });
    expect(within(broadcasts).getByRole('link', { name: 'Tennis ladder results' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/message\/managebroadcast\?b=\d+$/),
    );
    expect(within(broadcasts).getByText('Sent')).toBeInTheDocument();
    expect(within(broadcasts).getByText(/120 sent, 3 failed/)).toBeInTheDocument();
    expect(within(broadcasts).getByText(/2 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings of Tennis open' })).toHaveAttribute(
      'href',
      '/admin/events/ManageOrder?event=9',
    );
    expect(screen.getByText(/Full \(16 places\)/)).toBeInTheDocument();
    expect(screen.getByText(/50 places left of 200/)).toBeInTheDocument();
    expect(screen.getByTestId('room-nights-total')).toHaveTextContent('5 room nights this month');
    expect(screen.getByTestId('payments-total')).toHaveTextContent('₹150.00 captured this month');
  }, 30_000);

  it('says so when no broadcast has been sent', async () => {
    mockSignedIn(testStaff(), {
      'GET /api/admin/dashboard': () => json(200, { ...data, latestBroadcasts: [] }),
    });
    renderAt('/admin/dashboard');
    const broadcasts = await screen.findByRole(
      'region',
      { name: 'Latest broadcasts' },
      { timeout: 20_000 },
    );
    expect(within(broadcasts).getByText('No broadcast has been sent yet.')).toBeInTheDocument();
    expect(within(broadcasts).getByRole('link', { name: 'Manage Broadcast' })).toHaveAttribute(
      'href',
      '/admin/message/managebroadcast',
    );
  }, 30_000);

  it('shows the last backup’s time at the club and its size', async () => {
    mockSignedIn(testStaff(), { 'GET /api/admin/dashboard': () => json(200, data) });
    renderAt('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Last backup' }, { timeout: 20_000 });
    // The club's time (Asia/Kolkata in the harness's settings), the reader's format.
    expect(within(card).getByTestId('last-backup')).toHaveTextContent(/6 Dec 2026.*3\.1 MB/);
    expect(within(card).queryByTestId('backup-overdue')).toBeNull();
  }, 30_000);

  it('warns with what to do when no backup is a day old', async () => {
    mockSignedIn(testStaff(), {
      'GET /api/admin/dashboard': () =>
        json(200, { ...data, lastBackup: null, backupOverdue: true }),
    });
    renderAt('/admin/dashboard');
    const none = await screen.findByRole('region', { name: 'Last backup' }, { timeout: 20_000 });
    expect(within(none).getByText('No backup has been taken yet.')).toBeInTheDocument();
    const alert = within(none).getByTestId('backup-overdue');
    expect(alert).toHaveTextContent('No backup in the last day');
    expect(alert).toHaveTextContent(/npm run backup.*BACKUP_EVERY_HOURS/);
  }, 30_000);
});
