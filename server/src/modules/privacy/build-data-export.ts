import { and, eq } from 'drizzle-orm';
import { DATA_EXPORT_LINK_DAYS, LANGUAGE_LOCALES, type Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { dataExports, members } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { notifyMember } from '../notifications/index.ts';
import { getSettings } from '../settings/index.ts';
import { privacyMails } from './mails.ts';
import { readMemberData } from './member-data.ts';
import { renderExportPdf } from './render-export-pdf.ts';
import type { DataExportRequested } from './topics.ts';

/** Where the member's exports are listed (the web app's PATHS.myData). */
const MY_DATA_PAGE = '/member/settings/my-data';

/**
 * The handler of `data_export.requested`: reads the member's data, writes the JSON and the
 * PDF (in the language they asked in) to storage, marks the export ready until its links
 * expire, mails the member and tells them in the bell. An export no longer pending is left alone
 * (a retried entry); one that cannot be made is marked failed, so the member may ask again, and
 * the bell says so.
 */
export async function buildDataExport(
  ctx: AppContext,
  _actor: Actor,
  input: DataExportRequested,
): Promise<void> {
  const [x] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, input.exportId), eq(dataExports.status, 'pending')));
  if (!x) return;
  const lang = x.language as Language;
  const stored: string[] = [];
  try {
    const settings = await getSettings(ctx.db);
    const madeAt = ctx.clock.now();
    const data = await readMemberData(ctx.db, x.memberId, lang);
    const json = Buffer.from(
      JSON.stringify(
        { madeAt: madeAt.toISOString(), currency: settings.currency, ...data },
        null,
        2,
      ),
    );
    const pdf = await renderExportPdf(data, settings, lang, { madeAt });
    const jsonFile = await ctx.storage.put('data-exports', json, 'application/json');
    stored.push(jsonFile.key);
    const pdfFile = await ctx.storage.put('data-exports', pdf, 'application/pdf');
    stored.push(pdfFile.key);
    const expiresAt = new Date(madeAt.getTime() + DATA_EXPORT_LINK_DAYS * 86_400_000);
    const done = await ctx.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          jsonKey: jsonFile.key,
          pdfKey: pdfFile.key,
          readyAt: madeAt,
          expiresAt,
        })
        .where(and(eq(dataExports.id, x.id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      if (!ready) return false;
      // The bell too: the mail below is the way to it, the bell says it where the member is.
      await notifyMember(tx, x.memberId, {
        kind: 'data_export',
        ref: `data_export:${x.id}:ready`,
        params: { export: x.id, status: 'ready', expiresAt: expiresAt.toISOString() },
        link: MY_DATA_PAGE,
      });
      const [m] = await tx.select().from(members).where(eq(members.id, x.memberId));
      if (m?.email) {
        const until = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: settings.timeZone,
        }).format(expiresAt);
        await enqueueMail(
          tx,
          privacyMails.exportReady(
            { email: m.email, name: `${m.firstName} ${m.lastName}`.trim(), language: lang },
            settings.clubName,
            until,
            `${ctx.config.publicUrl}${ctx.config.BASE_PATH}${MY_DATA_PAGE}`,
          ),
        );
      }
      return true;
    });
    if (!done) await Promise.all(stored.map((k) => ctx.storage.remove(k)));
  } catch (err) {
    ctx.log.error({ err, exportId: x.id }, 'data export failed');
    await Promise.all(stored.map((k) => ctx.storage.remove(k)));
    await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, x.id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      if (failed) {
        await notifyMember(tx, x.memberId, {
          kind: 'data_export',
          ref: `data_export:${x.id}:failed`,
          params: { export: x.id, status: 'failed' },
          link: MY_DATA_PAGE,
        });
      }
    });
  }
}
