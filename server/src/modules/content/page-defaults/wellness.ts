import type { PageSlug } from '@club/contracts';
import { p, photo, type PageDefault } from './text.ts';

/** Fitness, wellness and the quiet rooms: gym, yoga, other wellness, library, cards. */
export const WELLNESS_PAGES = {
  gym: {
    title: 'Gym',
    summary:
      'A fully equipped gym with cardio, free weights and machines, personal trainers and a separate ladies’ section.',
    bodyHtml: p(
      'The gym has treadmills, rowers, bikes and cross-trainers, a free-weights area with racks and platforms, and a circuit of resistance machines. Qualified trainers write a programme for every new user and are on the floor at all times; personal training is booked at the desk.',
    ),
    timings: [
      { label: 'Gym', value: 'Daily 05:30 to 22:00' },
      { label: 'Trainers on the floor', value: '06:00 to 21:00' },
    ],
    rules: [
      'A fitness induction with a trainer before first use.',
      'Sports shoes and a towel; wipe equipment after use.',
      'Members aged 14 to 17 train only under a trainer’s supervision.',
    ],
    photos: [photo('gym', 'Treadmills and free weights in the club gym')],
    cta: null,
  },
  yoga: {
    title: 'Yoga',
    summary:
      'Daily classes in the garden-facing studio: hatha, vinyasa, pranayama and gentle yoga for seniors.',
    bodyHtml: p(
      'Our teachers, trained in the traditions of Kaivalyadhama and the Yoga Institute, lead small classes in a quiet studio overlooking the lawns. Mats and props are provided. Beginners are welcome in every morning class.',
    ),
    timings: [
      { label: 'Hatha', value: 'Monday to Saturday 06:30 to 07:30' },
      { label: 'Vinyasa', value: 'Tuesday, Thursday 18:00 to 19:00' },
      { label: 'Gentle yoga for seniors', value: 'Monday, Wednesday, Friday 09:00 to 10:00' },
      { label: 'Pranayama and meditation', value: 'Sunday 07:00 to 08:00' },
    ],
    rules: [
      'Arrive five minutes early; the door closes when class begins.',
      'Classes are limited to 20; sign up at the sports reception.',
      'Tell the teacher about injuries or health conditions before class.',
    ],
    photos: [photo('yoga', 'A yoga class on mats in the garden studio')],
    cta: null,
  },
  otherwellness: {
    title: 'Spa, steam and physiotherapy',
    summary:
      'Steam and sauna rooms, massage, a physiotherapist and a visiting dietician to complete your routine.',
    bodyHtml: p(
      'The wellness wing beside the pool has separate steam and sauna rooms for men and women, two massage rooms and a physiotherapy clinic. Our physiotherapist treats sports injuries and runs back-care classes; a dietician visits on Saturdays.',
    ),
    timings: [
      { label: 'Steam and sauna', value: 'Tuesday to Sunday 07:00 to 21:00' },
      { label: 'Massage', value: 'By appointment, 10:00 to 20:00' },
      { label: 'Physiotherapy', value: 'Monday to Saturday 08:00 to 13:00 and 16:00 to 19:00' },
      { label: 'Dietician', value: 'Saturday 10:00 to 13:00' },
    ],
    rules: [
      'Steam and sauna sessions of at most 15 minutes; drink water before and after.',
      'Appointments are booked at the wellness desk or by phone.',
      'Not recommended during pregnancy or with heart conditions without a doctor’s advice.',
    ],
    photos: [photo('wellness', 'A calm massage room with towels and plants')],
    cta: 'contact',
  },
  library: {
    title: 'Library',
    summary:
      'A reading room with 18,000 books, newspapers and periodicals, a children’s corner and the club archives.',
    bodyHtml: p(
      'The library grew from a bequest of 4,000 volumes in 1962 and now holds more than 18,000 books in English, Hindi and Marathi, with a strong collection of cricket history. Daily newspapers and magazines are in the reading room; the children’s corner has its own story hour on Saturdays.',
      'Members borrow up to four books for three weeks. The club archives, with scorebooks since 1875, may be consulted by appointment with the librarian.',
    ),
    timings: [
      { label: 'Library', value: 'Tuesday to Sunday 09:00 to 20:00' },
      { label: 'Children’s story hour', value: 'Saturday 11:00' },
      { label: 'Archives', value: 'By appointment' },
    ],
    rules: [
      'Silence in the reading room; phones on silent.',
      'Up to four books for three weeks; a late fee is charged per day.',
      'Reference books and periodicals do not leave the library.',
    ],
    photos: [photo('library', 'Bookshelves and reading tables in the club library')],
    cta: null,
  },
  cards: {
    title: 'Card room',
    summary:
      'Bridge, rummy and chess in the card room, with duplicate bridge and club tournaments.',
    bodyHtml: p(
      'The card room is one of the liveliest corners of the club. Duplicate bridge is played three evenings a week under a qualified director, and the club sends teams to the state championships. Chess players meet on Saturday afternoons.',
    ),
    timings: [
      { label: 'Card room', value: 'Daily 11:00 to 23:00' },
      { label: 'Duplicate bridge', value: 'Monday, Wednesday, Friday 18:30' },
      { label: 'Chess club', value: 'Saturday 15:00' },
    ],
    rules: [
      'Card room for members aged 18 and over.',
      'No stakes are played for in the club.',
      'Tables are reserved with the card room steward.',
    ],
    photos: [photo('cards', 'A bridge table with cards and score pads')],
    cta: 'events',
  },
} satisfies Partial<Record<PageSlug, PageDefault>>;
