import { describe, expect, it } from 'vitest';
import type { BroadcastStatus, DeliveryStatus } from '@club/contracts';
import { broadcastDeliveries, broadcasts } from '../../db/schema/index.ts';
import { ensureMember } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { TODAY, clubEvent, ist } from '../../../test/support/dashboards.ts';

/*
 * The admin dashboard's latest broadcasts (issue 32 item 6) and its upcoming events' titles in
 * the reader's language, against rows this file writes (the club's clock on 2026-12-06 10:00).
 */
useStaffApp({ today: TODAY });

const URL = '/api/admin/dashboard';

async function broadcast(
  title: string,
  status: BroadcastStatus,
  times: { createdAt: Date; sendAt?: Date; startedAt?: Date },
) {
  const [row] = await t.app.ctx.db
    .insert(broadcasts)
    .values({
      title,
      bodyHtml: '<p>Hello</p>',
      audience: { kind: 'all_members' },
      channels: ['in_app', 'email'],
      status,
      createdBy: as('admin').id!,
      ...times,
    })
    .returning({ id: broadcasts.id });
  return row!.id;
}

async function deliveries(broadcastId: number, memberIds: number[], statuses: DeliveryStatus[]) {
  await t.app.ctx.db.insert(broadcastDeliveries).values(
    statuses.map((status, i) => ({
      broadcastId,
      memberId: memberIds[i]!,
      channel: 'email' as const,
      status,
    })),
  );
}

describe('admin dashboard: the latest broadcasts', () => {
  it('is for admins only: 401 signed out, 403 for a member, an editor and an event manager', async () => {
    expect((await as('anonymous').inject({ url: URL })).statusCode).toBe(401);
    for (const role of ['member', 'editor', 'eventManager'] as const) {
      expect((await as(role).inject({ url: URL })).statusCode, role).toBe(403);
    }
  });

  it('refuses a language it does not know (400, problem+json)', async () => {
    const bad = await as('admin').inject({ url: `${URL}?lang=fr` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('lists none in a club that has sent none, drafts left out', async () => {
    await broadcast('Only a draft', 'draft', { createdAt: ist('2026-12-05') });
    const body = (await as('admin').inject({ url: URL })).json();
    expect(body.latestBroadcasts).toEqual([]);
  });

  it('lists the last five newest first, with when and the deliveries sent and failed', async () => {
    const members = [
      as('member').id!,
      await ensureMember(t, { code: 'M1011', pin: '1111' }),
      await ensureMember(t, { code: 'M1012', pin: '2222' }),
    ];
    const old = await broadcast('Pool closed in November', 'sent', {
      createdAt: ist('2026-11-01'),
      startedAt: ist('2026-11-01', '11:00'),
    });
    const sent = await broadcast('Tennis ladder results', 'sent', {
      createdAt: ist('2026-12-01'),
      startedAt: ist('2026-12-02', '09:00'),
    });
    await deliveries(sent, members, ['sent', 'sent', 'failed']);
    const sending = await broadcast('Bar hours change', 'sending', {
      createdAt: ist('2026-12-03'),
      startedAt: ist('2026-12-03', '12:00'),
    });
    await deliveries(sending, members, ['sent', 'queued', 'queued']);
    const scheduled = await broadcast('New Year gala bookings open', 'scheduled', {
      createdAt: ist('2026-12-04'),
      sendAt: ist('2026-12-20', '08:00'),
    });
    const cancelled = await broadcast('Cancelled notice', 'cancelled', {
      createdAt: ist('2026-12-02', '15:00'),
      sendAt: ist('2026-12-02', '18:00'),
    });
    const earlier = await broadcast('Welcome to December', 'sent', {
      createdAt: ist('2026-11-30'),
      startedAt: ist('2026-11-30', '12:00'),
    });
    await broadcast('Still a draft', 'draft', { createdAt: ist('2026-12-06') });

    const body = (await as('admin').inject({ url: URL })).json();
    expect(body.latestBroadcasts.map((b: { id: number }) => b.id)).toEqual([
      scheduled,
      sending,
      cancelled,
      sent,
      earlier,
    ]);
    expect(body.latestBroadcasts.map((b: { id: number }) => b.id)).not.toContain(old);
    expect(body.latestBroadcasts[3]).toEqual({
      id: sent,
      title: 'Tennis ladder results',
      status: 'sent',
      at: ist('2026-12-02', '09:00').toISOString(),
      sent: 2,
      failed: 1,
    });
    expect(body.latestBroadcasts[0]).toMatchObject({
      status: 'scheduled',
      at: ist('2026-12-20', '08:00').toISOString(),
      sent: 0,
      failed: 0,
    });
    expect(body.latestBroadcasts[1]).toMatchObject({ status: 'sending', sent: 1, failed: 0 });
  });

  it("titles the upcoming events in the reader's language, English when none is written", async () => {
    const id = await clubEvent(t, {
      title: 'Christmas quiz',
      day: '2026-12-24',
      status: 'published',
      translations: { de: { title: 'Weihnachtsquiz' } },
    });
    const title = async (lang: string) =>
      (await as('admin').inject({ url: `${URL}?lang=${lang}` }))
        .json()
        .upcomingEvents.find((e: { id: number }) => e.id === id)?.title;
    expect(await title('de')).toBe('Weihnachtsquiz');
    expect(await title('es')).toBe('Christmas quiz');
    expect(await title('en')).toBe('Christmas quiz');
  });
});
