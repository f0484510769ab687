import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { MailTransport } from '../../mail/transport.ts';

/*
 * For the exactly-once tests (not loaded by the server): a real SMTP server in process that
 * refuses some mails on purpose ("bad…" always, "flaky…" the first time) and keeps the
 * Message-ID of every mail it accepts, and a mail transport that sends to it.
 */

export interface RefusingSmtp {
  port: number;
  /** The Message-IDs of the accepted mails, in order. */
  received: string[];
  close(): Promise<void>;
}

export async function startRefusingSmtp(): Promise<RefusingSmtp> {
  const received: string[] = [];
  const flakySeen = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      if (to.startsWith('bad'))
        return callback(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
      if (to.startsWith('flaky') && !flakySeen.has(to)) {
        flakySeen.add(to);
        return callback(Object.assign(new Error('451 try later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (head.length < 4000) head += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '?');
        callback();
      });
    },
  });
  // A client killed mid-session (the SIGKILL test) resets its connection: not the test's failure.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A pooled SMTP transport to 127.0.0.1:`port` (four connections). */
export function smtpTransport(port: number): MailTransport {
  const pool = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    pool: true,
    maxConnections: 4,
    ignoreTLS: true,
  });
  return {
    async send({ fileName: _f, ...mail }) {
      await pool.sendMail({ from: 'club@example.com', ...mail });
    },
    close: () => pool.close(),
  };
}

/** The ids given more than once. */
export function dupes(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((x) => seen.has(x) || !seen.add(x));
}
