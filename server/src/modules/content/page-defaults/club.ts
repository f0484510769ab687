import type { PageSlug } from '@club/contracts';
import { p, photo, type PageDefault } from './text.ts';

/** The club itself: home, about us, its facilities and committee. */
export const CLUB_PAGES = {
  home: {
    title: 'Welcome',
    summary:
      'A members’ sports club on the Maidan since 1875: cricket, tennis, squash, a pool, a library, residential chambers, banquet halls and a calendar of events.',
    bodyHtml: p(
      'The club was founded in 1875 by a group of cricketers who wanted a pavilion of their own beside the Maidan. A century and a half later it is home to more than 6,000 member families, eleven sports and a social life that runs from the first net session at dawn to the last hand of bridge at night.',
      'Members and their guests dine at the Pavilion Restaurant, meet friends at the Yorker Bar, stay in The Chambers when in town, and celebrate weddings and anniversaries in our banquet halls. Affiliated clubs across India and abroad welcome our members as their own.',
    ),
    timings: [],
    rules: [],
    photos: [
      photo('pavilion', 'The club pavilion with its clock tower seen across the cricket ground'),
    ],
    cta: null,
  },
  aboutus: {
    title: 'Our story',
    summary:
      'How a cricketers’ pavilion of 1875 became one of the city’s great members’ clubs, and how it is run today.',
    bodyHtml:
      p(
        'The Riverside Gymkhana Club began in the monsoon of 1875, when twenty-two cricketers raised a thatched pavilion at the edge of the Maidan. The present stone pavilion, with its clock tower and teak balconies, was opened in 1911 and still looks over the same ground.',
        'Tennis arrived in 1890, the swimming pool in 1934, squash courts in 1952 and the library, built around a bequest of 4,000 volumes, in 1962. The residential Chambers opened in 1978 for members visiting from out of town; the banquet halls followed in 1995.',
      ) +
      '<h2>How the club is run</h2>' +
      p(
        'The club belongs to its members. A Managing Committee elected every year at the Annual General Meeting sets policy, approves the accounts and appoints sub-committees for sports, catering, the library and the Chambers. The Secretary and the office staff run the club day to day.',
        'Membership is by proposal and seconding by existing members, followed by an interview. Categories are Life, Ordinary, Corporate, Temporary, Honorary and Affiliate.',
      ),
    timings: [
      { label: 'Founded', value: '1875' },
      { label: 'Member families', value: 'More than 6,000' },
      { label: 'Annual General Meeting', value: 'Last Saturday of September' },
    ],
    rules: [
      'Smart casual dress in all public rooms; sports kit only in sports areas and the Yorker Bar terrace.',
      'Members are responsible for the conduct of their guests and for charges they incur.',
      'Mobile phones on silent in the library and the card room.',
    ],
    photos: [
      photo('pavilion', 'The club pavilion with its clock tower seen across the cricket ground'),
    ],
    cta: 'contact',
  },
  clubfacilities: {
    title: 'Club facilities',
    summary:
      'Eleven sports, a gym and yoga studio, a library and card room, a restaurant and bar, banquet halls and residential chambers under one roof.',
    bodyHtml: p(
      'Everything the club offers is open to members and their families; most facilities also welcome accompanied guests for a small guest fee charged to the member’s account. Choose a facility below for its timings, rules and how to book.',
    ),
    timings: [
      { label: 'Club', value: 'Daily 06:00 to 23:00' },
      { label: 'Sports reception', value: 'Daily 06:00 to 21:00' },
    ],
    rules: [
      'Members sign in their guests at the main reception.',
      'Children under 12 must be accompanied by an adult member in all sports areas.',
    ],
    photos: [
      photo('pavilion', 'The club pavilion with its clock tower seen across the cricket ground'),
    ],
    cta: null,
  },
  committemembers: {
    title: 'Managing Committee',
    summary:
      'The members elected at the Annual General Meeting to run the club for the year, with the Secretary.',
    bodyHtml: p(
      'The Managing Committee meets on the second Tuesday of every month. Members may write to any committee member through the club office; letters are placed before the next meeting.',
    ),
    timings: [{ label: 'Committee meetings', value: 'Second Tuesday of the month, 18:30' }],
    rules: [],
    photos: [],
    cta: 'contact',
  },
} satisfies Partial<Record<PageSlug, PageDefault>>;
