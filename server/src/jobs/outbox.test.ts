import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import { createMember } from '../seed/factories.ts';
import { enqueue, enqueueMail, MAX_ATTEMPTS } from './outbox.ts';

const database = await openTestDatabase();
const sent: OutgoingMail[] = [];
let failuresLeft = 0;
const app = await buildApp(testConfig(), {
  database,
  mailTransport: {
    async send(mail) {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(mail);
    },
    close() {},
  },
});
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await database.drop();
});

const mail = (to: string): OutgoingMail => ({ to, subject: 's', text: 't', html: '<p>t</p>' });
const rows = async () =>
  (await app.ctx.db.execute(sql`select status, attempts, last_error from outbox order by id`))
    .rows as {
    status: string;
    attempts: number;
    last_error: string | null;
  }[];

describe('outbox worker', () => {
  it('sends queued mails once and retries a failure later', async () => {
    await enqueueMail(app.ctx.db, mail('a@example.com'));
    failuresLeft = 1;
    await app.ctx.outbox.drain();
    expect(sent).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMTP 451 try again later',
    });

    // Not due yet: nothing happens until the backoff has passed.
    await app.ctx.outbox.drain();
    expect(sent).toHaveLength(0);
    await app.ctx.db.execute(sql`update outbox set available_at = now()`);
    await app.ctx.outbox.drain();
    expect(sent.map((m) => m.to)).toEqual(['a@example.com']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    await app.ctx.outbox.drain();
    expect(sent).toHaveLength(1);
  });

  it('gives a job up after the last attempt', async () => {
    await app.ctx.db.execute(sql`delete from outbox`);
    await enqueueMail(app.ctx.db, mail('b@example.com'));
    failuresLeft = MAX_ATTEMPTS;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await app.ctx.db.execute(sql`update outbox set available_at = now()`);
      await app.ctx.outbox.drain();
    }
    expect((await rows())[0]).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
  });

  it('never sends a mail twice when drains overlap', async () => {
    await app.ctx.db.execute(sql`delete from outbox`);
    sent.length = 0;
    failuresLeft = 0;
    for (let i = 0; i < 5; i++) await enqueueMail(app.ctx.db, mail(`c${i}@example.com`));
    await Promise.all([app.ctx.outbox.drain(), app.ctx.outbox.drain(), app.ctx.outbox.drain()]);
    expect(sent.map((m) => m.to).sort()).toEqual([
      'c0@example.com',
      'c1@example.com',
      'c2@example.com',
      'c3@example.com',
      'c4@example.com',
    ]);
  });

  it("hands a topic's entries to the module's handler, which mails after the commit", async () => {
    await app.ctx.db.execute(sql`delete from outbox`);
    sent.length = 0;
    failuresLeft = 0;
    const m = await createMember(
      app.ctx.db,
      { code: 'M3001', email: 'm3001@example.com', language: 'de' },
      1024,
    );
    await enqueue(app.ctx.db, 'credential.changed', { memberId: m.id, what: 'pin' });
    await app.ctx.outbox.drain();
    // The handler's mail is itself an outbox entry, sent in the same drain.
    expect(sent.map((x) => x.to)).toEqual(['m3001@example.com']);
    expect(sent[0]!.subject).toContain('Ihre Anmeldedaten wurden geändert');
    const topics = (await app.ctx.db.execute(sql`select topic, status from outbox order by id`))
      .rows;
    expect(topics).toEqual([
      { topic: 'credential.changed', status: 'sent' },
      { topic: 'mail', status: 'sent' },
    ]);
  });

  it('refuses a second handler for a topic, and leaves an unknown topic for a retry', async () => {
    expect(() => app.ctx.outbox.on('mail', async () => {})).toThrow(/handler already/);
    await app.ctx.db.execute(sql`delete from outbox`);
    await app.ctx.db.execute(
      sql`insert into outbox (topic, payload) values ('no.such.topic', '{}'::jsonb)`,
    );
    await app.ctx.outbox.drain();
    expect((await rows())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'unknown topic no.such.topic',
    });
  });
});
