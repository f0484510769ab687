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
  /**
   * The Message-ID, when the sender keys the mail itself (a broadcast's delivery), so a copy
   * sent again by hand can be told for the same message.
   */
  messageId?: string;
  /** The .eml file's name without SMTP (a delivery key: writing it again replaces it). */
  fileName?: string;
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
      async send({ fileName: _fileName, ...mail }) {
        await transporter.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(config.DATA_DIR, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ fileName, ...mail }, id) {
      const info = await transporter.sendMail({ from: config.MAIL_FROM, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = fileName && /^[\w.-]{1,120}$/.test(fileName) ? fileName : `${stamp}-${id}`;
      await fs.writeFile(path.join(dir, `${name}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
