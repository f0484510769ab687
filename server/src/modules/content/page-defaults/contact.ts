import type { PageSlug } from '@club/contracts';
import { p, photo, type PageDefault } from './text.ts';

/** Affiliated clubs and how to reach the club. */
export const CONTACT_PAGES = {
  affiliated: {
    title: 'Affiliated clubs',
    summary: 'Clubs in India and abroad that welcome our members, and whose members stay with us.',
    bodyHtml: p(
      'Members travelling to a city with an affiliated club may use its facilities and rooms on a letter of introduction from our club office. Ask the office for a letter at least a week before you travel; charges are settled directly with the host club.',
    ),
    timings: [
      { label: 'Letters of introduction', value: 'Club office, Monday to Saturday 09:30 to 18:00' },
    ],
    rules: [
      'Carry your membership card and the letter of introduction.',
      'Follow the host club’s rules, dress code and guest policy.',
    ],
    photos: [],
    cta: 'contact',
  },
  contactus: {
    title: 'Contact us',
    summary: 'Find the club, call or write to the office, or send us an enquiry.',
    bodyHtml: p(
      'The club is on Maidan Road, a five-minute walk from Churchgate station. Visitors’ parking is at the North Gate. For membership, banquets, the Chambers or any other question, write to us with the form below and the office will answer within two working days.',
    ),
    timings: [],
    rules: [],
    photos: [photo('map', 'Map of the club between Maidan Road and Churchgate station')],
    cta: null,
  },
} satisfies Partial<Record<PageSlug, PageDefault>>;
