import type { BanquetQuote, SessionUser } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testMember,
} from '../../../../test/app-harness';
import { hallBooking } from '../hall-booking-fixture';

const hall = {
  id: 1,
  name: 'Crystal Hall',
  capacity: 300,
  cost4h: 4_500_000,
  cost8h: 8_000_000,
  electricity4h: 600_000,
  electricity8h: 1_100_000,
  projectorCost: 300_000,
  musicCost: 800_000,
  valetCost: 60_000,
  taxRate: 1800,
  description: '',
  photos: [],
};
const packages = {
  packages: [
    {
      id: 1,
      name: 'Veg Classic',
      description: 'Three starters',
      costPerGuest: 95_000,
      type: 'veg',
      courses: [
        {
          courseId: 1,
          name: 'Starters',
          choose: 2,
          dishes: [
            { id: 11, name: 'Paneer Tikka', veg: true },
            { id: 12, name: 'Crispy Corn', veg: true },
            { id: 13, name: 'Hara Bhara Kebab', veg: true },
          ],
        },
      ],
      addons: [{ id: 4, name: 'Live Chaat Counter', price: 15_000, pricing: 'per_guest' }],
    },
  ],
  addons: [{ id: 5, name: 'Floral Decoration', price: 1_500_000, pricing: 'flat' }],
};
const quote: BanquetQuote = {
  hours: 4,
  lines: [
    { kind: 'hall', name: '', quantity: 1, unitPrice: 4_500_000, amount: 4_500_000 },
    { kind: 'electricity', name: '', quantity: 1, unitPrice: 600_000, amount: 600_000 },
    { kind: 'menu', name: 'Veg Classic', quantity: 100, unitPrice: 95_000, amount: 9_500_000 },
    {
      kind: 'addon',
      name: 'Floral Decoration',
      quantity: 1,
      unitPrice: 1_500_000,
      amount: 1_500_000,
    },
  ],
  subtotal: 16_100_000,
  taxRate: 1800,
  tax: 2_898_000,
  total: 18_998_000,
};

/** Every date of the month asked, the 2nd's evening taken (and the sessions given as past). */
function availability(url: URL, past: (date: string, slot: string) => boolean = () => false) {
  const month = url.searchParams.get('month')!;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    month,
    today: '2026-11-24',
    halls: [
      {
        hallId: 1,
        name: 'Crystal Hall',
        capacity: 300,
        dates: Array.from({ length: days }, (_, i) => ({
          date: `${month}-${String(i + 1).padStart(2, '0')}`,
          morning: past(`${month}-${String(i + 1).padStart(2, '0')}`, 'morning') ? 'past' : 'free',
          evening: past(`${month}-${String(i + 1).padStart(2, '0')}`, 'evening')
            ? 'past'
            : i === 1
              ? 'taken'
              : 'free',
        })),
      },
    ],
  };
}

describe('Book Banquet Hall (member/banquet/booking)', () => {
  resetEachTest();

  it('books in three steps: a free session from the availability, the menu within limits, the price broken down', async () => {
    const member: SessionUser = testMember();
    const calls = mockSignedIn(member, {
      'GET /api/banquets/halls': () => json(200, { halls: [hall] }),
      'GET /api/banquets/packages': () => json(200, packages),
      'GET /api/banquets/availability': (_init, url) => json(200, availability(url)),
      'POST /api/banquets/quote': () => json(200, quote),
      'POST /api/banquets/bookings': () => json(201, hallBooking({ status: 'requested' })),
      'GET /api/banquets/bookings': () => json(200, { items: [] }),
    });
    renderAt('/member/banquet/booking');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Book Banquet Hall', level: 1 }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    // The 2nd's evening is taken: it cannot be picked.
    const taken = await screen.findAllByRole('button', { name: /^Evening of .*: taken$/ });
    expect(taken[0]).toBeDisabled();
    const free = screen.getAllByRole('button', { name: /^Evening of .*: free$/ });
    await user.click(free[0]!);
    expect(free[0]).toHaveAttribute('aria-pressed', 'true');
    // No guests yet: refused before the next step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Enter how many guests come, at most what the hall holds.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Guests/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The menu: a package, at most 2 starters (a third is disabled), an add-on.
    await user.click(await screen.findByRole('radio', { name: /Veg Classic: ₹950.00 per guest/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Paneer Tikka' }));
    await user.click(screen.getByRole('checkbox', { name: 'Crispy Corn' }));
    expect(screen.getByRole('checkbox', { name: 'Hara Bhara Kebab' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Floral Decoration/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The summary: the price broken down, then the request.
    const table = await screen.findByRole('table', { name: 'The price broken down' });
    expect(within(table).getByText('Hall hire (4 hours)')).toBeInTheDocument();
    expect(within(table).getByText('Veg Classic: 100 guests')).toBeInTheDocument();
    expect(within(table).getByText('GST (18%)')).toBeInTheDocument();
    expect(table).toHaveTextContent('₹1,89,980.00');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(/Booking request #7 sent/)).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'POST /api/banquets/bookings')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      hallId: 1,
      session: 'evening',
      guests: 100,
      packageId: 1,
      dishIds: [11, 12],
      addonIds: [5],
    });
    expect(sent.date).toMatch(/^\d{4}-\d{2}-01$/);
  }, 30_000);

  it('reads a past session as past, not free, and does not let it be picked', async () => {
    mockSignedIn(testMember(), {
      'GET /api/banquets/halls': () => json(200, { halls: [hall] }),
      'GET /api/banquets/packages': () => json(200, packages),
      // The server says the 28th's morning is past (today's, once begun, in the club's time).
      'GET /api/banquets/availability': (_init, url) =>
        json(
          200,
          availability(url, (date, slot) => date.endsWith('-28') && slot === 'morning'),
        ),
    });
    renderAt('/member/banquet/booking');
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { name: 'Book Banquet Hall', level: 1 },
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const past = await screen.findByRole('button', { name: /^Morning of 28 .*: past$/ });
    expect(past).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Morning of 28 .*: free$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Evening of 28 .*: free$/ })).toBeEnabled();
  });
});
