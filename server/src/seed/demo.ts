import type { AppContext } from '../context.ts';
import { eq } from 'drizzle-orm';
import { clubSettings, members } from '../db/schema/index.ts';
import { notifyPublicData } from '../live/public-reads.ts';
import { DEFAULT_SETTINGS } from '../modules/settings/get-settings.ts';
import { clubMoment } from '../lib/club-time.ts';
import { isEmptyClub } from './is-empty-club.ts';
import { seedBanquetBookings } from './banquet-bookings.ts';
import { seedBanquets } from './banquets.ts';
import { seedChambers } from './chambers.ts';
import { seedClubCalendar } from './club-calendar.ts';
import { seedDirectory } from './directory.ts';
import { seedEvents } from './events.ts';
import { seedFeedback } from './feedback.ts';
import { seedContent } from './content.ts';
import { createMember, createStaff, faker } from './factories.ts';
import { seedFnbMenus } from './fnb.ts';
import { seedFnbOrders } from './fnb-orders.ts';
import { seedLedgerHistory } from './ledger.ts';
import { seedMemberAdmin } from './member-admin.ts';
import { seedNotifications } from './notifications.ts';
import { seedBroadcasts } from './broadcasts.ts';
import { seedInbox } from './inbox.ts';
import { seedChats } from './chat.ts';
import { seedTasks } from './tasks.ts';
import { seedDataExports } from './privacy.ts';
import { seedAnalyticsHistory } from './analytics.ts';
import { seedProfileRequests } from './profile.ts';
import { seedAlbums, seedNews } from './news.ts';
import { seedDemoPayments } from './payments.ts';

/** The club's timings as the demo office wrote them in Spanish and German. */
/**
 * The demo club's monthly food-and-beverage minimums (minor units): the dashboard's progress
 * card and the month-end shortfall charge have something to show.
 */
const DEMO_MINIMUM_SPEND = {
  Life: 150_000,
  Ordinary: 250_000,
  Corporate: 500_000,
  Temporary: 0,
  Honorary: 0,
  Affiliate: 0,
};

const DEMO_TRANSLATIONS = {
  es: { clubTimings: 'Todos los días de 06:00 a 23:00' },
  de: { clubTimings: 'Täglich 06:00 bis 23:00 Uhr' },
};

/** The demo accounts of the README. */
export const DEMO_ACCOUNTS = [
  {
    who: 'Member (Active, spouse and a dependent)',
    code: 'M1001',
    secret: 'PIN 1234',
    email: 'm1001@example.com',
  },
  {
    who: 'Member (Active, Tennis group)',
    code: 'M1002',
    secret: 'PIN 2345',
    email: 'm1002@example.com',
  },
  { who: 'Member (Suspended)', code: 'M1003', secret: 'PIN 3456', email: 'm1003@example.com' },
  { who: 'Admin', code: 'admin', secret: 'password Admin@12345', email: 'admin@example.com' },
  { who: 'Editor', code: 'editor', secret: 'password Editor@12345', email: 'editor@example.com' },
  {
    who: 'Event manager',
    code: 'events',
    secret: 'password Events@12345',
    email: 'events@example.com',
  },
];

export const FACTORY_MEMBERS = 200;

/** Seeds the demo club into an empty database (no staff yet); prints the accounts either way. */
export async function seedDemoIfEmpty(
  ctx: AppContext,
  print: (line: string) => void,
  announce = false,
) {
  const { db, config } = ctx;
  if (await isEmptyClub(db)) {
    faker.seed(1875);
    const cost = config.SCRYPT_COST;
    const timeZone = config.DEMO_TIME_ZONE ?? DEFAULT_SETTINGS.timeZone;
    // Public pages, banners, gallery, committee, affiliated clubs, notices and Clubman issues
    // (first: the chamber bookings of affiliate-club guests name their clubs).
    await seedContent(ctx);
    await db.transaction(async (tx) => {
      await tx
        .insert(clubSettings)
        .values({
          id: 1,
          ...DEFAULT_SETTINGS,
          timeZone,
          translations: DEMO_TRANSLATIONS,
          minimumSpend: DEMO_MINIMUM_SPEND,
        })
        .onConflictDoNothing();
      await notifyPublicData(tx, ['settings']);
      await createMember(
        tx,
        {
          code: 'M1001',
          title: 'Mr',
          firstName: 'Arjun',
          lastName: 'Mehta',
          gender: 'M',
          email: 'm1001@example.com',
          pin: '1234',
          membershipType: 'Life',
          family: [
            { name: 'Priya Mehta', relation: 'Spouse', dateOfBirth: '1982-06-14' },
            { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: '2012-09-03' },
          ],
        },
        cost,
      );
      // The demo's busiest member (functions, stays, events, daily orders): a credit limit of
      // 2,00,000.00, and sports without Tennis (the journeys' member outside the Tennis group),
      // set after the factory's draws so the rest of the demo stays as it was.
      await tx
        .update(members)
        .set({ creditLimit: 20_000_000, sportsInterests: ['Hockey', 'Badminton', 'Billiards'] })
        .where(eq(members.code, 'M1001'));
      await createMember(
        tx,
        {
          code: 'M1002',
          title: 'Dr',
          firstName: 'Kavita',
          lastName: 'Rao',
          gender: 'F',
          email: 'm1002@example.com',
          pin: '2345',
          membershipType: 'Ordinary',
        },
        cost,
      );
      // In the Tennis group (a sports group broadcast's journeys), set after the factory's draws.
      await tx
        .update(members)
        .set({ sportsInterests: ['Badminton', 'Tennis'] })
        .where(eq(members.code, 'M1002'));
      await createMember(
        tx,
        {
          code: 'M1003',
          title: 'Mr',
          firstName: 'Rohan',
          lastName: 'Desai',
          gender: 'M',
          email: 'm1003@example.com',
          pin: '3456',
          status: 'Suspended',
          membershipType: 'Ordinary',
        },
        cost,
      );
      await createStaff(
        tx,
        {
          code: 'admin',
          name: 'Club Administrator',
          email: 'admin@example.com',
          role: 'A',
          password: 'Admin@12345',
        },
        cost,
      );
      await createStaff(
        tx,
        {
          code: 'editor',
          name: 'Content Editor',
          email: 'editor@example.com',
          role: 'U',
          password: 'Editor@12345',
        },
        cost,
      );
      await createStaff(
        tx,
        {
          code: 'events',
          name: 'Events Manager',
          email: 'events@example.com',
          role: 'E',
          password: 'Events@12345',
        },
        cost,
      );
      for (let i = 0; i < FACTORY_MEMBERS; i++) {
        await createMember(
          tx,
          {
            code: `M${1004 + i}`,
            status: faker.helpers.weightedArrayElement([
              { value: 'Active', weight: 88 },
              { value: 'Suspended', weight: 3 },
              { value: 'Lapsed', weight: 4 },
              { value: 'Resigned', weight: 3 },
              { value: 'Deceased', weight: 2 },
            ]),
          },
          cost,
        );
      }
      // Audited status changes and edits, and a member whose first PIN is pending.
      await seedMemberAdmin(tx, cost);
      // Twelve months of statements for every member (after the members and the admin exist).
      await seedLedgerHistory(tx, { timeZone });
      // Online payments (captured, declined, abandoned) for the payment report and dashboard.
      await seedDemoPayments(tx, { currency: DEFAULT_SETTINGS.currency });
      // The Restaurant's and the Bar's menus.
      await seedFnbMenus(tx);
      // Three weeks of orders (and today's open ones), invoiced and on the members' statements.
      await seedFnbOrders(tx, {
        timeZone,
        financialYearStartMonth: DEFAULT_SETTINGS.financialYearStartMonth,
      });
      // The Chambers: twelve rooms of three types, two blocked for maintenance soon.
      await seedChambers(tx, { timeZone });
      // Events: the Sports and Entertainment trees, a year of events (past with highlights).
      await seedEvents(tx, { timeZone });
      // Banquets: three halls, three menu packages with courses, dishes and add-ons.
      await seedBanquets(tx);
      // Hall bookings of M1001 and M1002 in every state (past and upcoming).
      await seedBanquetBookings(tx, clubMoment(new Date(), timeZone).date);
      // Feedback of M1001 and M1002 in every status (one about an order, one overdue).
      await seedFeedback(tx, { timeZone });
      // A year of history before the last twelve months: the analytics' year before.
      await seedAnalyticsHistory(tx, {
        timeZone,
        today: clubMoment(new Date(), timeZone).date,
        financialYearStartMonth: DEFAULT_SETTINGS.financialYearStartMonth,
      });
      // The bells of M1001 and the admin: their orders, stay, hall booking, feedback replies.
      await seedNotifications(tx);
      // The directory: who is listed and what they share (M1002 yes, M1001 and M1003 no), suppliers.
      await seedDirectory(tx);
      // Chats with the office: M1001's (a question the office has not read yet) and M1002's.
      await seedChats(tx);
      // The club calendar: the pool closed this week, the squash courts' special hours.
      await seedClubCalendar(tx, { timeZone, today: clubMoment(new Date(), timeZone).date });
      // M1001's earlier download of their data, long expired (Download My Data is not empty).
      await seedDataExports(tx);
      // The office's approval queue: M1002's new address waiting, M1003's dependent turned down.
      await seedProfileRequests(tx);
    });
    // The office's broadcasts (sent through the module, delivered in the bells), after the members.
    await seedBroadcasts(ctx);
    // M1001's inbox: two mails the portal sent, one broadcast starred, one mail in the trash.
    await seedInbox(ctx);
    // The staff's tasks: the confirmed stays' and functions' (made by the portal), the office's own.
    await seedTasks(ctx);
    // The club's news: posts for everyone and for members, and a draft.
    await seedNews(ctx);
    // The photo albums: the grounds, an event's highlights, the members' pavilion.
    await seedAlbums(ctx);
    ctx.reads.invalidate(['settings', 'events', 'banquets']);
    print(`Seeded the demo club: 6 accounts and ${FACTORY_MEMBERS} more members.`);
  }
  if (announce) {
    print('Demo accounts:');
    for (const a of DEMO_ACCOUNTS) print(`  ${a.who.padEnd(42)} ${a.code.padEnd(8)} ${a.secret}`);
  }
}
