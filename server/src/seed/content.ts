import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { PAGE_SLUGS } from '@club/contracts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  affiliatedClubs,
  committeeMembers,
  contentPages,
  magazineIssues,
  notices,
  siteImages,
} from '../db/schema/index.ts';
import { notifyPublicData } from '../live/public-reads.ts';
import { PAGE_DEFAULTS } from '../modules/content/page-defaults.ts';
import { seedPageTranslations } from './page-translations.ts';

export const BANNERS = [
  {
    url: 'images/banner-pavilion.svg',
    title: 'A club on the Maidan since 1875',
    caption: 'Cricket, tennis, squash, a pool and 150 years of friendship.',
  },
  {
    url: 'images/banner-pool.svg',
    title: 'Swim all year',
    caption: 'A heated 25-metre pool with lessons for every age.',
  },
  {
    url: 'images/banner-lawn.svg',
    title: 'Celebrate with us',
    caption: 'Banquet halls and lawns for 40 to 600 guests.',
  },
];

export const GALLERY = [
  { url: 'images/cricket.svg', title: 'Saturday league on the main ground' },
  { url: 'images/tennis.svg', title: 'The clay courts in December' },
  { url: 'images/swimming.svg', title: 'Morning laps' },
  { url: 'images/library.svg', title: 'The reading room' },
  { url: 'images/restaurant.svg', title: 'Tea on the pavilion terrace' },
  { url: 'images/events.svg', title: 'Music on the Eastern Lawn' },
];

const COMMITTEE = [
  { name: 'Mr Vikram Khanna', position: 'President' },
  { name: 'Mrs Anjali Deshpande', position: 'Vice-President' },
  { name: 'Mr Farokh Engineer', position: 'Honorary Treasurer' },
  { name: 'Dr Meera Iyer', position: 'Chair, Sports Sub-committee' },
  { name: 'Mr Sanjay Kulkarni', position: 'Chair, Catering Sub-committee' },
  { name: 'Ms Nandini Rao', position: 'Chair, Library Sub-committee' },
  { name: 'Mr Rustom Batliwala', position: 'Chair, Chambers and Banquets' },
  { name: 'Col. (Retd) Harjit Singh', position: 'Secretary' },
];

const AFFILIATED = [
  [
    'Calcutta Cricket & Football Club',
    'Kolkata',
    'India',
    '19/1 Gurusaday Road, Kolkata 700019',
    'https://www.cfcclub.example',
  ],
  [
    'Madras Gymkhana Club',
    'Chennai',
    'India',
    '334 Anna Salai, Chennai 600035',
    'https://www.madrasgymkhana.example',
  ],
  [
    'Delhi Gymkhana Club',
    'New Delhi',
    'India',
    '2 Safdarjung Road, New Delhi 110011',
    'https://www.delhigymkhana.example',
  ],
  [
    'Bangalore Club',
    'Bengaluru',
    'India',
    '10 Residency Road, Bengaluru 560025',
    'https://www.bangaloreclub.example',
  ],
  [
    'Poona Club',
    'Pune',
    'India',
    '6 Bund Garden Road, Pune 411001',
    'https://www.poonaclub.example',
  ],
  [
    'Royal Colombo Golf Club',
    'Colombo',
    'Sri Lanka',
    '223 Model Farm Road, Colombo 8',
    'https://www.rcgc.example',
  ],
  [
    'Singapore Cricket Club',
    'Singapore',
    'Singapore',
    'Connaught Drive, Singapore 179681',
    'https://www.scc.example',
  ],
  [
    'East India Club',
    'London',
    'United Kingdom',
    '16 St James’s Square, London SW1Y 4LH',
    'https://www.eastindiaclub.example',
  ],
] as const;

/** A small, real PDF for a demo issue of Clubman. */
export function clubmanPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(28).fillColor('#b22222').text('Clubman');
    doc.moveDown(0.3).fontSize(14).fillColor('#222').text(title);
    doc.moveDown();
    for (const line of lines) doc.fontSize(11).text(line).moveDown(0.6);
    doc.end();
  });
}

/** Writes the pages' starting content (idempotent: edited pages are kept). */
export async function seedPages(db: DbOrTx) {
  for (const slug of PAGE_SLUGS) {
    await db
      .insert(contentPages)
      .values({ slug, ...PAGE_DEFAULTS[slug] })
      .onConflictDoNothing();
  }
  // Cached page reads of every process (this one's too) are dropped at the commit.
  await notifyPublicData(db, ['pages']);
}

/** The demo club's public content: pages, banners, gallery, committee, affiliated clubs, notices, Clubman. */
export async function seedContent(ctx: AppContext) {
  const { db } = ctx;
  await seedPages(db);
  await seedPageTranslations(db);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(siteImages);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(siteImages)
      .values([
        ...BANNERS.map((b, i) => ({ kind: 'banner' as const, ...b, sort: i })),
        ...GALLERY.map((g, i) => ({ kind: 'gallery' as const, ...g, caption: '', sort: i })),
      ]);
    await tx
      .insert(committeeMembers)
      .values(COMMITTEE.map((c, i) => ({ ...c, term: '2025–26', sort: i })));
    await tx.insert(affiliatedClubs).values(
      AFFILIATED.map(([name, city, country, address, website], i) => ({
        name,
        city,
        country,
        address,
        website,
        // The office's address at the club's own domain (the club asked to verify its guests);
        // the last one has none on file (the office records its answers by hand).
        email:
          i === AFFILIATED.length - 1
            ? ''
            : `office@${new URL(website).hostname.replace(/^www\./, '')}`,
        sort: i,
      })),
    );
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const days = (n: number) => iso(new Date(today.getTime() + n * 86_400_000));
    await tx.insert(notices).values([
      {
        title: 'Annual General Meeting',
        bodyHtml:
          '<p>The 150th Annual General Meeting will be held in the Centenary Hall on the last Saturday of September at 17:00. The annual report and accounts are available at the club office.</p>',
        showFrom: days(-10),
        showUntil: days(60),
        pinned: true,
      },
      {
        title: 'Swimming pool closed for maintenance',
        bodyHtml:
          '<p>The pool will be closed for its half-yearly maintenance for three days next week. The children’s pool stays open.</p>',
        showFrom: days(-2),
        showUntil: days(10),
        pinned: false,
        // For everyone: the public site's /news shows it too.
        audience: 'public',
      },
      {
        title: 'New books in the library',
        bodyHtml:
          '<p>Forty new titles have arrived, including the new history of Bombay cricket. See the list at the library desk.</p>',
        showFrom: days(-20),
        showUntil: null,
        pinned: false,
      },
    ]);
    await notifyPublicData(tx, ['site_images', 'committee', 'affiliated']);
  });
  ctx.reads.invalidate(['site_images', 'committee', 'affiliated']);
  const issues = [
    {
      title: 'Clubman, Monsoon issue',
      date: -30,
      lines: [
        'From the President: a year of renewal as we approach our 150th season.',
        'Cricket: the under-16 team wins the city league.',
        'Library: forty new titles and the story hour returns.',
      ],
    },
    {
      title: 'Clubman, Summer issue',
      date: -120,
      lines: [
        'The pool reopens after its rebuild of the filtration plant.',
        'Squash: the Riverside Open draws a record entry.',
        'Recipes from the Pavilion kitchen: the mutton cutlet.',
      ],
    },
  ];
  for (const issue of issues) {
    const pdf = await clubmanPdf(issue.title, issue.lines);
    const stored = await ctx.storage.put('magazine', pdf, 'application/pdf');
    await db.insert(magazineIssues).values({
      title: issue.title,
      issueDate: new Date(Date.now() + issue.date * 86_400_000).toISOString().slice(0, 10),
      fileKey: stored.key,
      size: stored.size,
    });
  }
}
