import type { PageSlug } from '@club/contracts';
import { p, photo, type PageDefault } from './text.ts';

/** Dining, halls, rooms and events. */
export const DINING_AND_STAYS_PAGES = {
  restaurants: {
    title: 'The Pavilion Restaurant',
    summary:
      'All-day dining overlooking the cricket ground: Indian, continental and the club’s famous mutton cutlets.',
    bodyHtml: p(
      'The Pavilion Restaurant serves breakfast, lunch, tea and dinner on the first floor of the pavilion, with a terrace looking over the ground. The menu changes with the seasons; the club classics, from the Parsi-style mutton cutlet to the caramel custard, never leave it.',
      'Members may order online for collection at the club or for delivery, and charge it to their club account.',
    ),
    timings: [
      { label: 'Breakfast', value: '07:00 to 10:30' },
      { label: 'Lunch', value: '12:30 to 15:30' },
      { label: 'Tea', value: '16:00 to 18:30' },
      { label: 'Dinner', value: '19:30 to 23:00' },
    ],
    rules: [
      'Smart casual dress; no sports kit in the dining room after 19:00.',
      'Tables for six or more are reserved a day ahead.',
      'Guests dine as the guests of a member, who signs the bill.',
    ],
    photos: [photo('restaurant', 'Set tables on the restaurant terrace overlooking the ground')],
    cta: 'orderFood',
  },
  yorkerbar: {
    title: 'The Yorker Bar',
    summary:
      'The club’s bar and sports lounge: cricket on the big screen, a long terrace and a kitchen serving bar snacks.',
    bodyHtml: p(
      'Named after the delivery every batter fears, the Yorker Bar is where matches are replayed ball by ball. It has a long teak counter, big screens for live sport and a terrace for evenings. The kitchen serves kebabs, sandwiches and the club’s chilli cheese toast until late.',
    ),
    timings: [
      { label: 'Bar', value: 'Daily 11:00 to 23:00' },
      { label: 'Kitchen', value: '12:00 to 22:30' },
      { label: 'Happy hours', value: 'Monday to Friday 17:00 to 19:00' },
    ],
    rules: [
      'Members and guests aged 21 and over.',
      'Sports kit welcome on the terrace until 20:00.',
      'Last orders 30 minutes before closing.',
    ],
    photos: [photo('bar', 'The long teak counter of the Yorker Bar with a screen showing cricket')],
    cta: 'orderFood',
  },
  banquets: {
    title: 'Banquet halls',
    summary:
      'Three halls for 40 to 600 guests, with catering by the club kitchen, for weddings, receptions and conferences.',
    bodyHtml: p(
      'The Centenary Hall seats 600 for dinner and opens onto the Eastern Lawn; the Willingdon Room takes 150 and the Committee Room 40. Our banquet team plans menus with you, from a working lunch to a three-day wedding, and arranges décor, music and valet parking.',
      'Members book halls for four or eight hours on the portal; the banquet office confirms the booking with you and is glad to show the halls by appointment.',
    ),
    timings: [
      { label: 'Banquet office', value: 'Daily 10:00 to 19:00' },
      { label: 'Sessions', value: '4 hours or 8 hours, between 09:00 and 24:00' },
    ],
    rules: [
      'Bookings are made by members; the member attends the function.',
      'An advance confirms the booking. {{banquets.cancellation}}',
      'Outside caterers and decorators only with the banquet office’s approval.',
      'Music ends at 23:30 on the lawns.',
    ],
    photos: [photo('banquet', 'The Centenary Hall laid for a wedding dinner under chandeliers')],
    cta: 'bookHall',
  },
  thechambers: {
    title: 'The Chambers',
    summary:
      'Twenty-four residential rooms and suites for members and guests of affiliated clubs, steps from the Maidan.',
    bodyHtml: p(
      'The Chambers, in the quiet east wing, offer single and double rooms and four suites, each air-conditioned with a writing desk, Wi-Fi and a tea tray. Breakfast at the Pavilion Restaurant is included, and guests enjoy every facility of the club.',
      'Rooms are for members, their guests, and members of affiliated clubs with a letter of introduction from their club.',
    ),
    timings: [
      { label: 'Check-in', value: 'From 12:00' },
      { label: 'Check-out', value: 'By 11:00' },
      { label: 'Chambers reception', value: 'Round the clock' },
    ],
    rules: [
      '{{chambers.stay}}',
      'Guests show a photo ID at check-in.',
      '{{chambers.cancellation}}',
      'No smoking in rooms.',
    ],
    photos: [photo('chambers', 'A double room in The Chambers with a writing desk by the window')],
    cta: 'bookRoom',
  },
  chamberbooking: {
    title: 'Book a room in The Chambers',
    summary:
      'Members book rooms for themselves, their guests and guests from affiliated clubs on the portal.',
    bodyHtml:
      p(
        'Choose your dates, the number of rooms and who will stay. The Chambers office confirms your request, usually within a working day, and assigns rooms. Guests of affiliated clubs are verified with their club before we confirm.',
      ) +
      '<h2>Tariff per night</h2><p>{{chambers.tariffs}}</p>' +
      p('Tariffs include breakfast; GST is added. Charges post to the member’s club account.'),
    timings: [{ label: 'Chambers office', value: 'Daily 08:00 to 22:00' }],
    rules: [
      'A member books and is responsible for the stay of their guests.',
      'An ID proof (image or PDF) is uploaded for each booking.',
      '{{chambers.cancellation}}',
    ],
    photos: [photo('chambers', 'A double room in The Chambers with a writing desk by the window')],
    cta: 'bookRoom',
  },
  events: {
    title: 'Events',
    summary:
      'Tournaments, socials and celebrations through the year, and the club’s regular fixtures every week.',
    bodyHtml: p(
      'From the New Year’s Eve ball to the Founders’ Day cricket match in June, the club’s calendar is full. Members book events for themselves and their guests on the portal. These are the regular fixtures of the week; special events are announced on the Notice Board and by email.',
    ),
    timings: [
      { label: 'Quiz night at the Yorker Bar', value: 'Every second Friday, 20:30' },
      { label: 'Duplicate bridge', value: 'Monday, Wednesday, Friday 18:30' },
      { label: 'Tennis social mixed doubles', value: 'Saturday 17:00' },
      { label: 'Family movie on the Eastern Lawn', value: 'Last Saturday of the month, 19:30' },
      { label: 'Veterans’ hockey', value: 'Sunday 07:00' },
      { label: 'Sunday jazz brunch', value: 'Sunday 12:30 to 15:30, Pavilion Restaurant' },
    ],
    rules: [
      'Events are for members and their registered family; guests where the event allows.',
      'Bookings close when an event is full; a waiting list opens automatically.',
    ],
    photos: [photo('events', 'Lanterns over the Eastern Lawn on an evening of music')],
    cta: 'events',
  },
} satisfies Partial<Record<PageSlug, PageDefault>>;
