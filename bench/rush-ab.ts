/**
 * The booking rush, side by side: two (or more) builds of the portal, each in its own checkout
 * (built with `npm run build`), each started on its own fresh PostgreSQL database (migrations
 * and the demo seed), then the rush of event-rush.ts run on each in turn, AB_ROUNDS times
 * (default 3), alternating, so that a machine's drift in the minutes of the run falls on all
 * of them alike. A figure from one day is not comparable with another day's on this machine
 * (README.md, "The busiest rows"); this compares builds in the same minutes.
 *
 *   npx tsx bench/rush-ab.ts /path/to/before=before /path/to/after=after
 *
 * Each rush makes a new event of BENCH_RUSH_PLACES places for BENCH_RUSH_MEMBERS members.
 */
import { runEventRush } from './event-rush.ts';
import { stopChild } from './lib/children.ts';
import { PG_ADMIN_URL, RUSH_MEMBERS, RUSH_PLACES } from './lib/options.ts';
import { startPortal, type Server } from './lib/portal.ts';
import { databaseUrl, psql, psqlLong } from './lib/psql.ts';

const rounds = Math.max(1, Number(process.env.AB_ROUNDS ?? 3));
const builds = process.argv.slice(2).map((arg) => {
  const [dir, name] = arg.split('=');
  if (!dir || !name) throw new Error(`give each build as <checkout folder>=<name>, got "${arg}"`);
  return { dir, name, db: `club_rush_ab_${name.replace(/\W/g, '_')}` };
});
if (builds.length < 2) throw new Error('give at least two builds: <folder>=<name> ...');

const servers: (Server & { name: string; db: string })[] = [];
try {
  for (const b of builds) {
    await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${b.db} WITH (FORCE)`);
    await psql(PG_ADMIN_URL, `CREATE DATABASE ${b.db}`);
    // As the bench starts a portal (lib/portal.ts), from the build's own folder.
    const server = await startPortal(
      b.name,
      { DATABASE_URL: databaseUrl(PG_ADMIN_URL, b.db) },
      b.dir,
    );
    servers.push({ ...server, name: b.name, db: b.db });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const s of servers) {
      const url = databaseUrl(PG_ADMIN_URL, s.db);
      const r = await runEventRush(s.base, (statement) => psqlLong(url, statement), {
        members: RUSH_MEMBERS,
        places: RUSH_PLACES,
        log: () => {},
      });
      const exact = r.checks.every((c) => c.ok) ? 'exact' : 'NOT EXACT';
      console.log(
        `rush ${round} ${s.name}: ${r.bookingsPerSecond} bookings/s, p50 ${r.p50Ms} ms, ` +
          `p99 ${r.p99Ms} ms; ${r.booked} booked, ${r.full} full, ` +
          `other ${JSON.stringify(r.errors)}; ${exact}`,
      );
    }
  }
} finally {
  // Stopped before their databases are dropped (a server whose database goes says so, loudly).
  await Promise.all(servers.map((s) => stopChild(s.child)));
  for (const s of servers) await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${s.db} WITH (FORCE)`);
}
