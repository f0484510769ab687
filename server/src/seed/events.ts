import type { Translations } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { clubInstant, clubMoment } from '../lib/club-time.ts';
import { seedEventBookings } from './event-bookings.ts';
import { createEvent, createEventCategory, type EventInput } from './events-factories.ts';

/*
 * The demo club's events (DOMAIN.md "Events"): a year of them, from six months ago to six
 * months ahead of the day the seed runs, in the Sports and Entertainment trees: past ones
 * completed with their highlights, upcoming ones published (one still a draft, one cancelled).
 * Prices as Indian members' clubs charge them (paise). The categories' names and the events'
 * titles, descriptions and venues have their Spanish and German texts, as the editors give them.
 */

const rupees = (n: number) => n * 100;
const DAY = 86_400_000;

type Spec = Omit<EventInput, 'categoryId' | 'startsAt' | 'endsAt'> & {
  category: string;
  /** Days from today (negative: past). */
  inDays: number;
  at: string;
  hours: number;
};

const SPORTS = ['Cricket', 'Tennis', 'Swimming', 'Billiards & Snooker'];
const ENTERTAINMENT = ['Festivals', 'Dinners & Balls', 'Music & Shows', 'Quiz & Games'];

/** The categories' Spanish and German names, as the editors would give them. */
const CATEGORY_NAMES: Record<string, Translations<'name'>> = {
  Sports: { es: { name: 'Deportes' }, de: { name: 'Sport' } },
  Entertainment: { es: { name: 'Entretenimiento' }, de: { name: 'Unterhaltung' } },
  Cricket: { es: { name: 'Críquet' }, de: { name: 'Cricket' } },
  Tennis: { es: { name: 'Tenis' }, de: { name: 'Tennis' } },
  Swimming: { es: { name: 'Natación' }, de: { name: 'Schwimmen' } },
  'Billiards & Snooker': { es: { name: 'Billar y snooker' }, de: { name: 'Billard & Snooker' } },
  Festivals: { es: { name: 'Festivales' }, de: { name: 'Feste' } },
  'Dinners & Balls': { es: { name: 'Cenas y bailes' }, de: { name: 'Dinner & Bälle' } },
  'Music & Shows': { es: { name: 'Música y espectáculos' }, de: { name: 'Musik & Shows' } },
  'Quiz & Games': { es: { name: 'Concursos y juegos' }, de: { name: 'Quiz & Spiele' } },
};

/** The venues' Spanish and German names (every event's venue has them). */
const VENUES: Record<string, { es: string; de: string }> = {
  'Main lawns': { es: 'Jardines principales', de: 'Hauptrasen' },
  'Billiards room': { es: 'Sala de billar', de: 'Billardzimmer' },
  'Club pool': { es: 'Piscina del club', de: 'Clubschwimmbad' },
  'Tennis courts': { es: 'Pistas de tenis', de: 'Tennisplätze' },
  'Yorker Bar': { es: 'Bar Yorker', de: 'Yorker Bar' },
  'Yorker bar': { es: 'Bar Yorker', de: 'Yorker Bar' },
  'Cricket ground': { es: 'Campo de críquet', de: 'Cricketplatz' },
  'Banquet hall': { es: 'Salón de banquetes', de: 'Festsaal' },
  'Library lawn': { es: 'Jardín de la biblioteca', de: 'Bibliotheksrasen' },
  'Pool lawns': { es: 'Jardines de la piscina', de: 'Rasen am Pool' },
  'Private dining room': { es: 'Comedor privado', de: 'Privater Speiseraum' },
};

const SPECS: Spec[] = [
  {
    title: 'Independence Day Flag Hoisting and Brunch',
    category: 'Festivals',
    inDays: -150,
    at: '08:30',
    hours: 4,
    venue: 'Main lawns',
    description: 'Flag hoisting by the President, patriotic songs by the children, and brunch.',
    translations: {
      es: {
        title: 'Izado de bandera y brunch del Día de la Independencia',
        description:
          'Izado de bandera a cargo del Presidente, canciones patrióticas de los niños y brunch.',
      },
      de: {
        title: 'Flaggenhissung und Brunch zum Unabhängigkeitstag',
        description:
          'Flaggenhissung durch den Präsidenten, patriotische Lieder der Kinder und Brunch.',
      },
    },
    capacity: 300,
    prices: { member: 0, spouse: 0, dependent: 0, guest: rupees(500) },
    buffet: { veg: rupees(450), nonVeg: rupees(550) },
    highlights: {
      description:
        "Over 250 members and families joined the flag hoisting; the children's choir stole the show.",
      photos: ['images/banner-lawn.svg', 'images/pavilion.svg'],
    },
  },
  {
    title: 'Monsoon Snooker Open',
    category: 'Billiards & Snooker',
    inDays: -120,
    at: '17:00',
    hours: 6,
    venue: 'Billiards room',
    description: 'Singles knockout, best of five frames; finals on the last evening.',
    translations: {
      es: {
        title: 'Open de snooker del monzón',
        description: 'Eliminatoria individual al mejor de cinco frames; finales la última tarde.',
      },
      de: {
        title: 'Monsun-Snooker-Open',
        description: 'Einzel im K.-o.-System, Best of Five Frames; Finale am letzten Abend.',
      },
    },
    capacity: 32,
    ticketsPerMember: 1,
    prices: { member: rupees(750) },
    tournamentType: 'singles',
    imageUrl: 'images/billiards.svg',
    highlights: {
      description: 'Thirty-two players, a 74 break in the final, and a new champion.',
      videoUrl: 'https://www.youtube.com/watch?v=club-snooker-final',
      photos: ['images/billiards.svg'],
    },
  },
  {
    title: 'Inter-Club Swimming Gala',
    category: 'Swimming',
    inDays: -95,
    at: '09:00',
    hours: 8,
    venue: 'Club pool',
    description:
      'Relays and individual races for juniors, seniors and masters, with three affiliated clubs.',
    translations: {
      es: {
        title: 'Gala de natación interclubes',
        description:
          'Relevos y pruebas individuales para juveniles, adultos y másters, con tres clubes afiliados.',
      },
      de: {
        title: 'Schwimmgala der Clubs',
        description:
          'Staffeln und Einzelrennen für Jugend, Erwachsene und Masters, mit drei befreundeten Clubs.',
      },
    },
    capacity: 150,
    prices: { member: rupees(200), dependent: rupees(100), guest: rupees(300) },
    imageUrl: 'images/swimming.svg',
    highlights: {
      description: 'Our juniors won the 4 x 50 m relay; the masters took three golds.',
      photos: ['images/swimming.svg', 'images/banner-pool.svg', 'images/pavilion.svg'],
    },
  },
  {
    title: 'Diwali Night',
    category: 'Festivals',
    inDays: -30,
    at: '19:30',
    hours: 5,
    venue: 'Main lawns',
    description: 'Rangoli, diyas, a live band, fireworks and a festive buffet.',
    translations: {
      es: {
        title: 'Noche de Diwali',
        description: 'Rangoli, diyas, música en directo, fuegos artificiales y un bufé festivo.',
      },
      de: {
        title: 'Diwali-Nacht',
        description: 'Rangoli, Diyas, eine Live-Band, Feuerwerk und ein festliches Buffet.',
      },
    },
    capacity: 400,
    ticketsPerMember: 8,
    prices: {
      member: rupees(1500),
      spouse: rupees(1500),
      dependent: rupees(750),
      guest: rupees(2500),
    },
    buffet: { veg: rupees(900), nonVeg: rupees(1100) },
    tableSizes: [4, 6, 8],
    imageUrl: 'images/events.svg',
    highlights: {
      description:
        'A full house on the lawns: the rangoli contest, the fireworks, and dancing till midnight.',
      videoUrl: 'https://www.youtube.com/watch?v=club-diwali-night',
      photos: [
        'images/events.svg',
        'images/banner-lawn.svg',
        'images/banquet.svg',
        'images/restaurant.svg',
        'images/bar.svg',
        'images/pavilion.svg',
      ],
    },
  },
  {
    title: 'Doubles Tennis Championship',
    category: 'Tennis',
    inDays: -12,
    at: '07:00',
    hours: 6,
    venue: 'Tennis courts',
    description: "Men's, women's and mixed doubles; partners may be members or dependents.",
    translations: {
      es: {
        title: 'Campeonato de tenis de dobles',
        description:
          'Dobles masculinos, femeninos y mixtos; las parejas pueden ser socios o familiares a cargo.',
      },
      de: {
        title: 'Tennis-Doppelmeisterschaft',
        description:
          'Herren-, Damen- und Mixed-Doppel; Partner können Mitglieder oder Angehörige sein.',
      },
    },
    capacity: 48,
    ticketsPerMember: 2,
    prices: { member: rupees(1000), spouse: rupees(1000), dependent: rupees(500) },
    tournamentType: 'doubles',
    imageUrl: 'images/tennis.svg',
    highlights: {
      description: 'Twenty-four pairs; the mixed final went to a tie-break.',
      photos: ['images/tennis.svg'],
    },
  },
  {
    title: 'Club Quiz Night',
    category: 'Quiz & Games',
    inDays: 6,
    at: '20:00',
    hours: 3,
    venue: 'Yorker Bar',
    description: 'Teams of up to four; six rounds of general knowledge, sport and club history.',
    translations: {
      es: {
        title: 'Noche de concurso del club',
        description:
          'Equipos de hasta cuatro; seis rondas de cultura general, deporte e historia del club.',
      },
      de: {
        title: 'Quizabend im Club',
        description:
          'Teams mit bis zu vier Personen; sechs Runden Allgemeinwissen, Sport und Clubgeschichte.',
      },
    },
    capacity: 80,
    prices: { member: rupees(300), spouse: rupees(300), guest: rupees(500) },
    tableSizes: [4],
    imageUrl: 'images/cards.svg',
  },
  {
    title: 'Winter Cricket Tournament (T20)',
    category: 'Cricket',
    inDays: 18,
    at: '08:00',
    hours: 10,
    venue: 'Cricket ground',
    description:
      'Eight house teams, T20 format, league then knockouts; lunch and tea on the pavilion.',
    translations: {
      es: {
        title: 'Torneo de críquet de invierno (T20)',
        description:
          'Ocho equipos del club, formato T20, liga y después eliminatorias; almuerzo y té en el pabellón.',
      },
      de: {
        title: 'Winter-Cricketturnier (T20)',
        description:
          'Acht Clubteams im T20-Format, erst Liga, dann K.-o.-Runden; Mittagessen und Tee im Pavillon.',
      },
    },
    capacity: 120,
    ticketsPerMember: 1,
    prices: { member: rupees(2000) },
    buffet: { veg: rupees(600), nonVeg: rupees(750) },
    imageUrl: 'images/cricket.svg',
  },
  {
    title: "New Year's Eve Ball",
    category: 'Dinners & Balls',
    inDays: 36,
    at: '20:30',
    hours: 6,
    venue: 'Banquet hall',
    description:
      'Black tie. A live orchestra, a five-course dinner and the countdown on the terrace.',
    translations: {
      es: {
        title: 'Baile de Nochevieja',
        description:
          'Etiqueta rigurosa. Orquesta en directo, cena de cinco platos y la cuenta atrás en la terraza.',
      },
      de: {
        title: 'Silvesterball',
        description:
          'Smoking und Abendkleid. Ein Live-Orchester, ein Fünf-Gänge-Dinner und der Countdown auf der Terrasse.',
      },
    },
    capacity: 250,
    ticketsPerMember: 6,
    prices: {
      member: rupees(4500),
      spouse: rupees(4500),
      dependent: rupees(2500),
      guest: rupees(6500),
    },
    buffet: { veg: rupees(1800), nonVeg: rupees(2200) },
    tableSizes: [2, 4, 6, 8],
    imageUrl: 'images/banquet.svg',
  },
  {
    title: 'Lohri Bonfire Evening',
    category: 'Festivals',
    inDays: 50,
    at: '19:00',
    hours: 4,
    venue: 'Main lawns',
    description: 'Bonfire, bhangra, gajak and rewri, and a Punjabi dinner.',
    translations: {
      es: {
        title: 'Noche de la hoguera de Lohri',
        description: 'Hoguera, bhangra, gajak y rewri, y una cena punyabí.',
      },
      de: {
        title: 'Lohri-Feuerabend',
        description: 'Lagerfeuer, Bhangra, Gajak und Rewri und ein Punjabi-Abendessen.',
      },
    },
    capacity: 200,
    prices: {
      member: rupees(800),
      spouse: rupees(800),
      dependent: rupees(400),
      guest: rupees(1200),
    },
    buffet: { veg: rupees(700), nonVeg: rupees(850) },
  },
  {
    title: 'Ghazal Evening',
    category: 'Music & Shows',
    inDays: 75,
    at: '19:30',
    hours: 3,
    venue: 'Library lawn',
    description: 'An evening of ghazals with a visiting ustad and his ensemble.',
    translations: {
      es: {
        title: 'Velada de ghazals',
        description: 'Una velada de ghazals con un ustad invitado y su conjunto.',
      },
      de: {
        title: 'Ghasel-Abend',
        description: 'Ein Abend mit Ghaselen, mit einem Ustad als Gast und seinem Ensemble.',
      },
    },
    capacity: 120,
    prices: { member: rupees(600), spouse: rupees(600), guest: rupees(900) },
    status: 'draft',
  },
  {
    title: 'Holi Splash',
    category: 'Festivals',
    inDays: 110,
    at: '10:00',
    hours: 5,
    venue: 'Pool lawns',
    description: 'Organic colours, thandai, a rain dance and a chaat counter.',
    translations: {
      es: {
        title: 'Fiesta de Holi',
        description: 'Colores orgánicos, thandai, baile bajo la lluvia y un puesto de chaat.',
      },
      de: {
        title: 'Holi-Farbenfest',
        description: 'Biofarben, Thandai, ein Regentanz und ein Chaat-Stand.',
      },
    },
    capacity: 300,
    prices: {
      member: rupees(700),
      spouse: rupees(700),
      dependent: rupees(350),
      guest: rupees(1000),
    },
    buffet: { veg: rupees(500), nonVeg: rupees(650) },
  },
  {
    title: 'Summer Swimming Gala',
    category: 'Swimming',
    inDays: 160,
    at: '08:00',
    hours: 6,
    venue: 'Club pool',
    description: "Races for every age group; the children's fun races after lunch.",
    translations: {
      es: {
        title: 'Gala de natación de verano',
        description:
          'Carreras para todas las edades; las carreras divertidas de los niños después del almuerzo.',
      },
      de: {
        title: 'Sommer-Schwimmgala',
        description:
          'Rennen für jede Altersgruppe; die Spaßrennen der Kinder nach dem Mittagessen.',
      },
    },
    capacity: 150,
    prices: { member: rupees(200), dependent: rupees(100) },
    imageUrl: 'images/swimming.svg',
  },
  {
    // Full, with a waitlist (M1002 first in line): the demo of the waitlist.
    title: "Chef's Table Dinner",
    category: 'Dinners & Balls',
    inDays: 30,
    at: '20:00',
    hours: 3,
    venue: 'Private dining room',
    description: 'Seven courses at the kitchen counter with the executive chef. Six seats only.',
    translations: {
      es: {
        title: 'Cena en la mesa del chef',
        description:
          'Siete platos en la barra de la cocina con el chef ejecutivo. Solo seis plazas.',
      },
      de: {
        title: "Dinner am Chef's Table",
        description: 'Sieben Gänge an der Küchentheke mit dem Küchenchef. Nur sechs Plätze.',
      },
    },
    capacity: 6,
    ticketsPerMember: 4,
    prices: { member: rupees(4500), spouse: rupees(4500), guest: rupees(5500) },
    tableSizes: [2, 4],
  },
  {
    // Full, no waitlist yet (the waitlist journey's event).
    title: 'Single Malt Tasting',
    category: 'Dinners & Balls',
    inDays: 33,
    at: '19:00',
    hours: 2,
    venue: 'Yorker bar',
    description: 'Six single malts from three regions with the club sommelier.',
    translations: {
      es: {
        title: 'Cata de single malts',
        description: 'Seis single malts de tres regiones con el sumiller del club.',
      },
      de: {
        title: 'Single-Malt-Verkostung',
        description: 'Sechs Single Malts aus drei Regionen mit dem Sommelier des Clubs.',
      },
    },
    capacity: 4,
    ticketsPerMember: 2,
    prices: { member: rupees(2500), spouse: rupees(2500) },
  },
  {
    title: 'Billiards Masters (postponed)',
    category: 'Billiards & Snooker',
    inDays: 25,
    at: '18:00',
    hours: 4,
    venue: 'Billiards room',
    description: 'Postponed to the new year: dates to follow.',
    translations: {
      es: {
        title: 'Masters de billar (aplazado)',
        description: 'Aplazado al año nuevo: fechas por confirmar.',
      },
      de: {
        title: 'Billard-Masters (verschoben)',
        description: 'Auf das neue Jahr verschoben: Termine folgen.',
      },
    },
    capacity: 16,
    ticketsPerMember: 1,
    prices: { member: rupees(500) },
    tournamentType: 'singles',
    status: 'cancelled',
  },
];

/** Seeds the category tree and the year of events, dated from the day the seed runs. */
export async function seedEvents(db: DbOrTx, opts: { timeZone: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const ids = new Map<string, number>();
  for (const [i, [root, children]] of (
    [
      ['Sports', SPORTS],
      ['Entertainment', ENTERTAINMENT],
    ] as const
  ).entries()) {
    const parent = await createEventCategory(db, {
      name: root,
      sort: (i + 1) * 10,
      translations: CATEGORY_NAMES[root],
    });
    for (const [j, name] of children.entries()) {
      const child = await createEventCategory(db, {
        name,
        parentId: parent.id,
        sort: (j + 1) * 10,
        translations: CATEGORY_NAMES[name],
      });
      ids.set(name, child.id);
    }
  }
  for (const { category, inDays, at, hours, translations, ...spec } of SPECS) {
    const date = clubMoment(new Date(now.getTime() + inDays * DAY), opts.timeZone).date;
    const startsAt = clubInstant(date, at, opts.timeZone);
    const past = inDays < 0;
    const venue = VENUES[spec.venue ?? ''];
    await createEvent(db, {
      ...spec,
      translations: {
        es: { ...translations?.es, ...(venue ? { venue: venue.es } : {}) },
        de: { ...translations?.de, ...(venue ? { venue: venue.de } : {}) },
      },
      categoryId: ids.get(category)!,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
      // Upcoming events' bookings are open now (or open soon for the far ones).
      bookingOpensAt: new Date(startsAt.getTime() - (inDays > 60 ? 45 : 40) * DAY),
      status: spec.status ?? (past ? 'completed' : 'published'),
    });
  }
  // The demo members' bookings (upcoming and past, attendance on the past ones).
  const bookings = await seedEventBookings(db, now);
  return { categories: ids.size + 2, events: SPECS.length, bookings };
}
