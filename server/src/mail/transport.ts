import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (the visitor who wrote an enquiry). */
  replyTo?: string;
}

/** Where mails go: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export interface MailTransport {
  send(mail: OutgoingMail, id: number): Promise<void>;
  close(): void;
}

export function createMailTransport(config: Config): MailTransport {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transporter.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(config.DATA_DIR, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail, id) {
      const info = await transporter.sendMail({ from: config.MAIL_FROM, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(dir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
