import type { PageSlug, PageTranslationLanguage, Timing } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { contentPageTranslations } from '../db/schema/index.ts';
import { notifyPublicData } from '../live/public-reads.ts';

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

interface Version {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
}

/**
 * The demo club's Spanish and German versions of a few pages (the home page, the club's story
 * and two facilities), so a visitor who picks either language sees the pages follow; the
 * other pages stay English until the office translates them.
 */
export const PAGE_TRANSLATIONS: Partial<
  Record<PageSlug, Record<PageTranslationLanguage, Version>>
> = {
  home: {
    es: {
      title: 'Bienvenidos',
      summary:
        'Un club deportivo de socios junto al Maidan desde 1875: críquet, tenis, squash, piscina, biblioteca, habitaciones, salones de banquetes y un calendario de actos.',
      bodyHtml: p(
        'El club fue fundado en 1875 por un grupo de jugadores de críquet que querían un pabellón propio junto al Maidan. Siglo y medio después reúne a más de 6.000 familias de socios, once deportes y una vida social que va desde la primera sesión de redes al amanecer hasta la última partida de bridge por la noche.',
        'Los socios y sus invitados comen en el Pavilion Restaurant, quedan con amigos en el Yorker Bar, se alojan en The Chambers cuando están de paso y celebran bodas y aniversarios en nuestros salones. Los clubes afiliados de la India y del extranjero reciben a nuestros socios como a los suyos.',
      ),
      timings: [],
      rules: [],
    },
    de: {
      title: 'Willkommen',
      summary:
        'Ein Sportclub seiner Mitglieder am Maidan seit 1875: Cricket, Tennis, Squash, ein Schwimmbad, eine Bibliothek, Gästezimmer, Festsäle und ein Kalender voller Veranstaltungen.',
      bodyHtml: p(
        'Der Club wurde 1875 von Cricketspielern gegründet, die am Maidan einen eigenen Pavillon haben wollten. Anderthalb Jahrhunderte später ist er die Heimat von mehr als 6.000 Mitgliedsfamilien, elf Sportarten und einem geselligen Leben, das vom ersten Netztraining im Morgengrauen bis zur letzten Bridgepartie am Abend reicht.',
        'Mitglieder und ihre Gäste speisen im Pavilion Restaurant, treffen Freunde in der Yorker Bar, übernachten in The Chambers, wenn sie in der Stadt sind, und feiern Hochzeiten und Jubiläen in unseren Festsälen. Partnerclubs in Indien und im Ausland empfangen unsere Mitglieder wie ihre eigenen.',
      ),
      timings: [],
      rules: [],
    },
  },
  aboutus: {
    es: {
      title: 'Nuestra historia',
      summary:
        'Cómo un pabellón de críquet de 1875 llegó a ser uno de los grandes clubes de socios de la ciudad, y cómo se gobierna hoy.',
      bodyHtml:
        p(
          'El Riverside Gymkhana Club nació en el monzón de 1875, cuando veintidós jugadores de críquet levantaron un pabellón de paja al borde del Maidan. El actual pabellón de piedra, con su torre del reloj y sus balcones de teca, se inauguró en 1911 y sigue mirando al mismo campo.',
        ) +
        '<h2>Cómo se gobierna el club</h2>' +
        p(
          'El club pertenece a sus socios. Un Comité de Dirección elegido cada año en la Asamblea General fija la política, aprueba las cuentas y nombra subcomités de deportes, restauración, biblioteca y habitaciones. El Secretario y el personal de la oficina llevan el día a día.',
        ),
      timings: [
        { label: 'Fundado', value: '1875' },
        { label: 'Familias de socios', value: 'Más de 6.000' },
        { label: 'Asamblea General', value: 'Último sábado de septiembre' },
      ],
      rules: [
        'Vestimenta informal elegante en los salones; ropa deportiva solo en las zonas de deporte y la terraza del Yorker Bar.',
        'Los socios responden de la conducta de sus invitados y de los cargos que generen.',
        'Móviles en silencio en la biblioteca y en la sala de cartas.',
      ],
    },
    de: {
      title: 'Unsere Geschichte',
      summary:
        'Wie aus einem Cricketpavillon von 1875 einer der großen Mitgliederclubs der Stadt wurde, und wie er heute geführt wird.',
      bodyHtml:
        p(
          'Der Riverside Gymkhana Club entstand im Monsun 1875, als zweiundzwanzig Cricketspieler am Rand des Maidan einen strohgedeckten Pavillon errichteten. Der heutige Steinpavillon mit Uhrturm und Teakbalkonen wurde 1911 eröffnet und blickt noch immer auf denselben Platz.',
        ) +
        '<h2>Wie der Club geführt wird</h2>' +
        p(
          'Der Club gehört seinen Mitgliedern. Ein jedes Jahr in der Mitgliederversammlung gewählter Vorstand bestimmt die Richtung, genehmigt die Abschlüsse und beruft Ausschüsse für Sport, Gastronomie, Bibliothek und Gästezimmer. Der Sekretär und das Büro führen die täglichen Geschäfte.',
        ),
      timings: [
        { label: 'Gegründet', value: '1875' },
        { label: 'Mitgliedsfamilien', value: 'Mehr als 6.000' },
        { label: 'Mitgliederversammlung', value: 'Letzter Samstag im September' },
      ],
      rules: [
        'Gepflegte Freizeitkleidung in allen Gesellschaftsräumen; Sportkleidung nur in den Sportbereichen und auf der Terrasse der Yorker Bar.',
        'Mitglieder sind für das Verhalten ihrer Gäste und deren Ausgaben verantwortlich.',
        'Mobiltelefone in der Bibliothek und im Kartenzimmer lautlos.',
      ],
    },
  },
  cricket: {
    es: {
      title: 'Críquet',
      summary:
        'El primer deporte del club: un campo de césped con un pabellón de 150 años, seis redes de práctica, una máquina lanzadora y equipos en las ligas de la ciudad.',
      bodyHtml: p(
        'Nuestro campo acogió su primer partido en 1875. El club presenta tres equipos sénior en la liga de la ciudad, un equipo de veteranos y equipos sub-14, sub-16 y sub-19; la academia funciona todo el año para chicos y chicas desde los ocho años.',
      ),
      timings: [
        { label: 'Redes de práctica', value: 'Todos los días de 06:30 a 09:30 y de 16:00 a 19:00' },
        { label: 'Academia', value: 'De martes a domingo de 16:00 a 18:30' },
        { label: 'Partidos de liga', value: 'Sábados y domingos, de noviembre a marzo' },
      ],
      rules: [
        'Ropa blanca o equipación del club en el campo; zapatillas de clavos solo en el campo, nunca en el pabellón.',
        'Las calles de red se reservan en la recepción deportiva, 45 minutos por calle.',
      ],
    },
    de: {
      title: 'Cricket',
      summary:
        'Der erste Sport des Clubs: ein Rasenplatz mit 150 Jahre altem Pavillon, sechs Trainingsnetzen, einer Wurfmaschine und Mannschaften in den Stadtligen.',
      bodyHtml: p(
        'Auf unserem Platz wurde 1875 das erste Spiel ausgetragen. Der Club stellt drei Herrenmannschaften in der Stadtliga, eine Seniorenmannschaft und Jugendteams U14, U16 und U19; die Akademie trainiert das ganze Jahr Jungen und Mädchen ab acht Jahren.',
      ),
      timings: [
        { label: 'Trainingsnetze', value: 'Täglich 06:30 bis 09:30 und 16:00 bis 19:00' },
        { label: 'Akademie', value: 'Dienstag bis Sonntag 16:00 bis 18:30' },
        { label: 'Ligaspiele', value: 'Samstags und sonntags, November bis März' },
      ],
      rules: [
        'Weiße Kleidung oder Trainingskleidung des Clubs auf dem Platz; Spikes nur auf dem Platz, nie im Pavillon.',
        'Netzbahnen bucht man an der Sportrezeption, 45 Minuten je Bahn.',
      ],
    },
  },
  tennis: {
    es: {
      title: 'Tenis',
      summary:
        'Ocho pistas (cuatro de tierra batida y cuatro duras), iluminación, máquinas lanzapelotas y entrenadores para todas las edades.',
      bodyHtml: p(
        'El tenis llegó al club en 1890 y las pistas de tierra batida siguen siendo las favoritas de los socios en la temporada fresca. Las cuatro pistas duras tienen luz hasta las 22:00. El campeonato del club en diciembre es el gran momento del año.',
      ),
      timings: [
        { label: 'Pistas', value: 'Todos los días de 06:00 a 22:00' },
        { label: 'Tierra batida', value: 'Cerradas para el rulo de 12:00 a 15:00' },
        { label: 'Clases', value: 'Todos los días de 06:30 a 09:00 y de 16:00 a 19:00' },
      ],
      rules: [
        'Las pistas se reservan 60 minutos (individuales) o 90 minutos (dobles), hasta dos días antes.',
        'Zapatillas que no marquen; zapatillas de tierra batida en tierra batida.',
      ],
    },
    de: {
      title: 'Tennis',
      summary:
        'Acht Plätze (vier Sand, vier Hartplatz), Flutlicht, Ballmaschinen und Trainer für jedes Alter.',
      bodyHtml: p(
        'Tennis kam 1890 in den Club, und die roten Sandplätze sind in der kühlen Jahreszeit die Lieblinge der Mitglieder. Die vier Hartplätze haben Flutlicht bis 22:00. Die Clubmeisterschaften im Dezember sind der Höhepunkt des Jahres.',
      ),
      timings: [
        { label: 'Plätze', value: 'Täglich 06:00 bis 22:00' },
        { label: 'Sandplätze', value: 'Zum Walzen geschlossen 12:00 bis 15:00' },
        { label: 'Training', value: 'Täglich 06:30 bis 09:00 und 16:00 bis 19:00' },
      ],
      rules: [
        'Plätze werden für 60 Minuten (Einzel) oder 90 Minuten (Doppel) gebucht, bis zu zwei Tage im Voraus.',
        'Schuhe ohne Abrieb; auf Sand Sandplatzschuhe.',
      ],
    },
  },
};

/** Adds the demo versions a page does not have yet (an editor's own are kept). */
export async function seedPageTranslations(db: DbOrTx) {
  const rows = Object.entries(PAGE_TRANSLATIONS).flatMap(([slug, versions]) =>
    Object.entries(versions).map(([language, v]) => ({
      slug: slug as PageSlug,
      language: language as PageTranslationLanguage,
      ...v,
    })),
  );
  await db.insert(contentPageTranslations).values(rows).onConflictDoNothing();
  // Cached page reads of every process (this one's too) are dropped at the commit.
  await notifyPublicData(db, ['pages']);
}
