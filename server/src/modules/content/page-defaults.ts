import type { PageCta, PageSlug, Photo, Timing } from '@club/contracts';

export interface PageDefault {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
  photos: Photo[];
  cta: PageCta | null;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
const photo = (name: string, alt: string): Photo => ({ url: `images/${name}.svg`, alt });

/**
 * The content every public page starts with: the texts of a large, old sports club. Staff
 * edit them in the portal; a page nobody has edited yet shows this.
 */
export const PAGE_DEFAULTS: Record<PageSlug, PageDefault> = {
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
};
