import type { PageSlug } from '@club/contracts';
import { p, photo, type PageDefault } from './text.ts';

/** The sports sections' pages. */
export const SPORTS_PAGES = {
  cricket: {
    title: 'Cricket',
    summary:
      'The club’s first sport: a turf ground with a 150-year-old pavilion, six practice nets, a bowling machine and teams in the city leagues.',
    bodyHtml:
      p(
        'Our ground hosted its first match in 1875 and has seen Test cricketers learn the game in its nets. The club fields three senior teams in the city league, a veterans’ side and under-14, under-16 and under-19 teams.',
        'The coaching academy runs through the year for boys and girls from eight years up, under two BCCI Level-2 coaches. Members may book a net lane with a bowling machine for private practice.',
      ) +
      '<h2>Season</h2>' +
      p(
        'The league season runs from November to March; the monsoon months are given over to indoor nets and fitness.',
      ),
    timings: [
      { label: 'Practice nets', value: 'Daily 06:30 to 09:30 and 16:00 to 19:00' },
      { label: 'Coaching academy', value: 'Tuesday to Sunday 16:00 to 18:30' },
      { label: 'League matches', value: 'Saturdays and Sundays, November to March' },
    ],
    rules: [
      'Whites or club training kit on the square; spiked shoes only on the ground, never in the pavilion.',
      'Net lanes are booked at the sports reception, 45 minutes a lane.',
      'Helmets are compulsory for batters under 19 against the machine and in the nets.',
      'The square is closed the day before a league match.',
    ],
    photos: [
      photo('cricket', 'Batter and bowler on the cricket square in front of the pavilion'),
      photo('pavilion', 'The club pavilion with its clock tower seen across the cricket ground'),
    ],
    cta: 'events',
  },
  hockey: {
    title: 'Hockey',
    summary:
      'A floodlit synthetic hockey turf with a club side in the city league and coaching for juniors.',
    bodyHtml: p(
      'Hockey has been played at the club since 1902. The water-based synthetic turf, relaid in 2019, is floodlit for evening games. The club runs men’s and women’s teams, a mixed veterans’ side on Sunday mornings and a junior academy.',
    ),
    timings: [
      { label: 'Turf', value: 'Daily 06:00 to 21:30' },
      { label: 'Junior academy', value: 'Monday, Wednesday, Friday 16:30 to 18:00' },
      { label: 'Veterans’ game', value: 'Sundays 07:00' },
    ],
    rules: [
      'Turf shoes only: no metal studs.',
      'Shin guards and mouth guards compulsory in matches.',
      'The turf is watered before each session; please wait for the groundstaff’s signal.',
    ],
    photos: [photo('hockey', 'Hockey players on the floodlit synthetic turf')],
    cta: 'events',
  },
  tennis: {
    title: 'Tennis',
    summary:
      'Eight courts (four clay, four hard), floodlights, ball machines and coaches for all ages.',
    bodyHtml: p(
      'Tennis came to the club in 1890 and the red clay courts remain members’ favourites in the cool season. The four hard courts are floodlit until 22:00. Our coaches teach from first lessons to tournament play, and the club championships in December are the high point of the year.',
    ),
    timings: [
      { label: 'Courts', value: 'Daily 06:00 to 22:00' },
      { label: 'Clay courts', value: 'Closed for rolling 12:00 to 15:00' },
      { label: 'Coaching', value: 'Daily 06:30 to 09:00 and 16:00 to 19:00' },
    ],
    rules: [
      'Courts are booked for 60 minutes (singles) or 90 minutes (doubles), up to two days ahead.',
      'Non-marking tennis shoes; clay-court shoes on clay.',
      'White or pastel tennis clothing on the clay courts.',
      'A member may bring two guests a day; guest fees are charged to the member’s account.',
    ],
    photos: [photo('tennis', 'A clay tennis court with a player serving')],
    cta: 'events',
  },
  squash: {
    title: 'Squash',
    summary:
      'Four air-conditioned glass-backed courts, a box ladder, coaching and the club’s annual open.',
    bodyHtml: p(
      'The squash block of 1952 was rebuilt in 2016 with four air-conditioned courts, two of them glass-backed for spectators. The monthly box ladder keeps competition lively; the Riverside Open each August draws players from across the state.',
    ),
    timings: [
      { label: 'Courts', value: 'Daily 06:00 to 22:00' },
      { label: 'Coaching', value: 'Monday to Saturday 07:00 to 10:00 and 17:00 to 20:00' },
    ],
    rules: [
      'Courts are booked in 40-minute slots, up to one day ahead.',
      'Non-marking shoes only; protective eyewear for players under 19.',
      'Please leave the court promptly at the end of your slot.',
    ],
    photos: [photo('squash', 'A squash player on a glass-backed court')],
    cta: 'events',
  },
  badminton: {
    title: 'Badminton',
    summary:
      'A wooden-floored indoor hall with four courts, open from early morning, with coaching for juniors and adults.',
    bodyHtml: p(
      'The badminton hall has a sprung maple floor and draught-free lighting for four courts. Morning sessions are busy with regulars; evenings are for coaching and the inter-club league.',
    ),
    timings: [
      { label: 'Hall', value: 'Daily 06:00 to 22:00' },
      { label: 'Junior coaching', value: 'Monday to Friday 16:00 to 18:00' },
    ],
    rules: [
      'Non-marking shoes only.',
      'Courts are booked for 45 minutes; members bring their own shuttles or buy them at the desk.',
    ],
    photos: [photo('badminton', 'Two players at the net in the indoor badminton hall')],
    cta: 'events',
  },
  swimming: {
    title: 'Swimming',
    summary:
      'A 25-metre heated pool with six lanes, a children’s pool, lifeguards on duty and lessons for every age.',
    bodyHtml: p(
      'The pool opened in 1934 and was rebuilt in 2012 with a filtration and heating system that keeps it at 28 °C through the winter. Lap lanes are set aside morning and evening; the children’s pool has its own lifeguard. Lessons run from water confidence for toddlers to stroke correction for masters swimmers.',
    ),
    timings: [
      { label: 'Pool', value: 'Tuesday to Sunday 06:00 to 20:00' },
      { label: 'Closed for cleaning', value: 'Monday' },
      { label: 'Lap swimming only', value: '06:00 to 08:00 and 18:00 to 20:00' },
      { label: 'Ladies’ hour', value: 'Wednesday and Friday 15:00 to 16:00' },
    ],
    rules: [
      'Shower before entering the pool; swimming caps are compulsory.',
      'Proper swimwear only; no street clothes or footwear on the pool deck.',
      'Children under 12 must be accompanied by an adult in the water.',
      'No food or glass on the pool deck.',
    ],
    photos: [photo('swimming', 'Swimmers in the lanes of the 25-metre pool')],
    cta: null,
  },
  billiards: {
    title: 'Billiards and snooker',
    summary:
      'Five full-size tables, among them a Burroughes & Watts table of 1921, in the panelled billiards room.',
    bodyHtml: p(
      'The billiards room keeps its original teak panelling and the marker’s board used since the 1920s. There are three snooker and two English billiards tables; the club marker is available for lessons and to referee the monthly handicap.',
    ),
    timings: [
      { label: 'Billiards room', value: 'Daily 10:00 to 23:00' },
      { label: 'Monthly handicap', value: 'First Thursday of the month, 19:00' },
    ],
    rules: [
      'Tables are booked by the hour at the billiards room.',
      'No food or drinks on or near the tables.',
      'Members under 16 play with an adult member present.',
    ],
    photos: [photo('billiards', 'A snooker table under lamps in the panelled billiards room')],
    cta: null,
  },
} satisfies Partial<Record<PageSlug, PageDefault>>;
