import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { albumPhotos, albums, events, newsPosts, staffUsers } from '../db/schema/index.ts';
import { ALBUM_PHOTO_AREA, albumPhotoUrl } from '../modules/news/index.ts';
import { demoPicture } from './picture.ts';

const DAY = 86_400_000;

/**
 * The club's news on first start (issue 35): four published posts (three for everyone, one
 * for members only) by the editor, newest a few days ago, and a draft not yet published, each
 * with its Spanish and German version. Once: a club with news is left.
 */
export async function seedNews(ctx: AppContext): Promise<void> {
  const [any] = await ctx.db.select({ id: newsPosts.id }).from(newsPosts).limit(1);
  if (any) return;
  const [editor] = await ctx.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'editor'));
  const now = ctx.clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY);
  const author = editor?.id ?? null;
  await ctx.db.insert(newsPosts).values([
    {
      title: 'Floodlights for the clay courts',
      slug: 'floodlights-for-the-clay-courts',
      summary: 'Tennis after sunset: the four clay courts are lit until 10 pm from this week.',
      bodyHtml:
        '<p>The four clay courts now have <strong>LED floodlights</strong>. Courts can be booked until 10 pm every day; the evening slots cost the same as the day ones.</p><p>Thank you to the tennis section for raising half of the cost.</p>',
      coverUrl: 'images/tennis.svg',
      status: 'Published',
      publishedAt: ago(3),
      translations: {
        es: {
          title: 'Focos para las pistas de tierra batida',
          summary:
            'Tenis tras la puesta de sol: las cuatro pistas de tierra batida tienen luz hasta las 22:00 desde esta semana.',
          bodyHtml:
            '<p>Las cuatro pistas de tierra batida ya tienen <strong>focos LED</strong>. Las pistas se pueden reservar hasta las 22:00 todos los días; las horas de la tarde cuestan lo mismo que las del día.</p><p>Gracias a la sección de tenis por reunir la mitad del coste.</p>',
        },
        de: {
          title: 'Flutlicht für die Sandplätze',
          summary:
            'Tennis nach Sonnenuntergang: Die vier Sandplätze sind ab dieser Woche bis 22 Uhr beleuchtet.',
          bodyHtml:
            '<p>Die vier Sandplätze haben jetzt <strong>LED-Flutlicht</strong>. Die Plätze können täglich bis 22 Uhr gebucht werden; die Abendstunden kosten so viel wie die am Tag.</p><p>Danke an die Tennisabteilung, die die Hälfte der Kosten gesammelt hat.</p>',
        },
      },
      authorId: author,
    },
    {
      title: 'Saturday league: our first eleven top the table',
      slug: 'saturday-league-first-eleven-top-the-table',
      summary: 'Five wins from six: the first eleven lead the Saturday league at the break.',
      bodyHtml:
        '<p>A century from the captain and four wickets for our youngest bowler sealed the fifth win of the season.</p><ul><li>Played 6</li><li>Won 5</li><li>Lost 1</li></ul>',
      coverUrl: 'images/cricket.svg',
      status: 'Published',
      publishedAt: ago(9),
      translations: {
        es: {
          title: 'Liga de los sábados: nuestro primer once, líder de la tabla',
          summary:
            'Cinco victorias de seis: el primer once lidera la liga de los sábados en el descanso.',
          bodyHtml:
            '<p>Un century del capitán y cuatro wickets de nuestro lanzador más joven sellaron la quinta victoria de la temporada.</p><ul><li>Jugados 6</li><li>Ganados 5</li><li>Perdidos 1</li></ul>',
        },
        de: {
          title: 'Samstagsliga: unsere erste Elf führt die Tabelle an',
          summary:
            'Fünf Siege aus sechs Spielen: Die erste Elf führt die Samstagsliga zur Pause an.',
          bodyHtml:
            '<p>Ein Century des Kapitäns und vier Wickets unseres jüngsten Bowlers sicherten den fünften Sieg der Saison.</p><ul><li>Gespielt 6</li><li>Gewonnen 5</li><li>Verloren 1</li></ul>',
        },
      },
      authorId: author,
    },
    {
      title: 'The pool reopens with longer morning hours',
      slug: 'the-pool-reopens-with-longer-morning-hours',
      summary: 'After its winter upkeep the pool opens at 6 am, an hour earlier than before.',
      bodyHtml:
        '<p>The pool has been cleaned, retiled where needed and its heating serviced. From Monday it opens at <strong>6 am</strong>.</p>',
      coverUrl: 'images/swimming.svg',
      status: 'Published',
      publishedAt: ago(16),
      translations: {
        es: {
          title: 'La piscina reabre con un horario de mañana más largo',
          summary:
            'Tras su mantenimiento de invierno, la piscina abre a las 6:00, una hora antes que antes.',
          bodyHtml:
            '<p>La piscina se ha limpiado, se han cambiado los azulejos necesarios y se ha revisado su calefacción. Desde el lunes abre a las <strong>6:00</strong>.</p>',
        },
        de: {
          title: 'Das Schwimmbad öffnet wieder, morgens länger',
          summary:
            'Nach der Winterpflege öffnet das Schwimmbad um 6 Uhr, eine Stunde früher als bisher.',
          bodyHtml:
            '<p>Das Becken wurde gereinigt, wo nötig neu gefliest und seine Heizung gewartet. Ab Montag öffnet es um <strong>6 Uhr</strong>.</p>',
        },
      },
      authorId: author,
    },
    {
      title: 'Annual General Meeting: the minutes',
      slug: 'annual-general-meeting-the-minutes',
      summary: 'What the members decided at the AGM: the new subscription rates and the works.',
      bodyHtml:
        '<p>The AGM approved the accounts, the new subscription rates from April and the pavilion roof works.</p><p>The full minutes are kept at the office for members to read.</p>',
      audience: 'members',
      status: 'Published',
      publishedAt: ago(5),
      translations: {
        es: {
          title: 'Junta General Anual: el acta',
          summary: 'Lo que decidieron los socios en la Junta: las nuevas cuotas y las obras.',
          bodyHtml:
            '<p>La Junta aprobó las cuentas, las nuevas cuotas desde abril y las obras del tejado del pabellón.</p><p>El acta completa está en la oficina para que los socios la lean.</p>',
        },
        de: {
          title: 'Jahreshauptversammlung: das Protokoll',
          summary: 'Was die Mitglieder beschlossen haben: die neuen Beiträge und die Bauarbeiten.',
          bodyHtml:
            '<p>Die Versammlung genehmigte den Abschluss, die neuen Beiträge ab April und die Arbeiten am Dach des Pavillons.</p><p>Das vollständige Protokoll liegt für die Mitglieder im Büro aus.</p>',
        },
      },
      authorId: author,
    },
    {
      title: 'Plans for the new squash courts',
      slug: 'plans-for-the-new-squash-courts',
      summary: 'Two glass-backed courts beside the gym: a first look at the drawings.',
      bodyHtml: '<p>The drawings are with the committee; a post will follow once approved.</p>',
      coverUrl: 'images/squash.svg',
      translations: {
        es: {
          title: 'Planes para las nuevas pistas de squash',
          summary:
            'Dos pistas con pared de cristal junto al gimnasio: un primer vistazo a los planos.',
          bodyHtml:
            '<p>Los planos están en manos del comité; publicaremos una noticia cuando se aprueben.</p>',
        },
        de: {
          title: 'Pläne für die neuen Squashcourts',
          summary:
            'Zwei Courts mit Glasrückwand neben dem Fitnessraum: ein erster Blick auf die Pläne.',
          bodyHtml:
            '<p>Die Pläne liegen beim Vorstand; ein Beitrag folgt, sobald sie genehmigt sind.</p>',
        },
      },
      authorId: author,
    },
  ]);
}

type Rgb = readonly [number, number, number];
/** A demo photo's sky and ground. */
type Picture = readonly [Rgb, Rgb];

/**
 * The club's photo albums on first start: the grounds and courts (a facility album) and the
 * Monsoon Snooker Open's highlights (linked to the past event); and a members' album of the
 * pavilion. Their photos are pictures the seed draws, stored where an editor's uploads go.
 * Once: a club with albums is left.
 */
export async function seedAlbums(ctx: AppContext): Promise<void> {
  const [any] = await ctx.db.select({ id: albums.id }).from(albums).limit(1);
  if (any) return;
  const [snooker] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.title, 'Monsoon Snooker Open'), eq(events.status, 'completed')));
  await ctx.db.transaction(async (tx) => {
    const made = await tx
      .insert(albums)
      .values([
        {
          title: 'Grounds and courts',
          slug: 'grounds-and-courts',
          description: 'The main ground, the clay courts, the pool and the reading room.',
          kind: 'facility' as const,
          status: 'Published' as const,
          sort: 10,
        },
        ...(snooker
          ? [
              {
                title: 'Monsoon Snooker Open: highlights',
                slug: 'monsoon-snooker-open-highlights',
                description: 'A 74 break in the final, and the prize-giving.',
                kind: 'event' as const,
                eventId: snooker.id,
                status: 'Published' as const,
                sort: 20,
              },
            ]
          : []),
        {
          title: 'The pavilion after its restoration',
          slug: 'the-pavilion-after-its-restoration',
          description: 'For members: the restored pavilion, room by room.',
          kind: 'facility' as const,
          audience: 'members' as const,
          status: 'Published' as const,
          sort: 30,
        },
      ])
      .returning({ id: albums.id, slug: albums.slug });
    const PHOTOS: Record<string, [Picture, string][]> = {
      'grounds-and-courts': [
        [
          [
            [110, 170, 230],
            [70, 140, 60],
          ],
          'Saturday league on the main ground',
        ],
        [
          [
            [150, 190, 230],
            [190, 100, 60],
          ],
          'The clay courts in December',
        ],
        [
          [
            [120, 200, 240],
            [40, 150, 200],
          ],
          'Morning laps',
        ],
        [
          [
            [200, 180, 150],
            [120, 80, 50],
          ],
          'The reading room',
        ],
      ],
      'monsoon-snooker-open-highlights': [
        [
          [
            [60, 60, 80],
            [20, 110, 50],
          ],
          'The final frame',
        ],
        [
          [
            [230, 190, 120],
            [150, 40, 40],
          ],
          'The prize-giving',
        ],
      ],
      'the-pavilion-after-its-restoration': [
        [
          [
            [140, 190, 235],
            [90, 150, 70],
          ],
          'The pavilion from the ground',
        ],
        [
          [
            [240, 200, 150],
            [200, 170, 130],
          ],
          'Tea on the terrace',
        ],
      ],
    };
    for (const a of made) {
      const photos = PHOTOS[a.slug] ?? [];
      if (photos.length === 0) continue;
      const rows = [];
      for (const [[sky, ground], caption] of photos) {
        // Stored as an editor's upload is: in the albums' own area, read as the album allows.
        const stored = await ctx.storage.put(
          ALBUM_PHOTO_AREA,
          demoPicture(sky, ground),
          'image/png',
        );
        rows.push({ albumId: a.id, url: albumPhotoUrl(stored.key), caption });
      }
      await tx.insert(albumPhotos).values(rows.map((r, i) => ({ ...r, sort: (i + 1) * 10 })));
    }
  });
}
