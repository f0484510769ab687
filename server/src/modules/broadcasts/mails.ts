import sanitizeHtml from 'sanitize-html';
import type { BroadcastTemplate, Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';

type Texts = {
  hello: (name: string) => string;
  closing: string;
  /** The words a template adds before the title ('' for a general message). */
  heading: Record<BroadcastTemplate, string>;
  open: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    heading: {
      general: '',
      event_launch: 'New event',
      bookings_open: 'Bookings are open',
      highlights: 'Highlights',
      information: 'Information',
    },
    open: 'Open in the portal',
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    heading: {
      general: '',
      event_launch: 'Nuevo evento',
      bookings_open: 'Reservas abiertas',
      highlights: 'Lo más destacado',
      information: 'Información',
    },
    open: 'Abrir en el portal',
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    heading: {
      general: '',
      event_launch: 'Neue Veranstaltung',
      bookings_open: 'Buchungen geöffnet',
      highlights: 'Höhepunkte',
      information: 'Information',
    },
    open: 'Im Portal öffnen',
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

/** A cleaned body's plain text: its blocks on lines of their own, the tags dropped. */
export function plainText(html: string): string {
  const lines = html.replace(/<\/(p|h[2-4]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, '$&\n');
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface BroadcastMail {
  title: string;
  template: BroadcastTemplate;
  /** Already cleaned (compose.ts). */
  bodyHtml: string;
}

export const broadcastMails = {
  /**
   * A broadcast by mail, in the recipient's language where the template adds words (the
   * heading, greeting, closing and the way to the portal); the title and body as written.
   */
  broadcast(r: Recipient, club: string, b: BroadcastMail, url: string) {
    const x = t(r.language);
    const heading = x.heading[b.template];
    return render(r.email, club, {
      subject: heading ? `${heading}: ${b.title}` : b.title,
      greeting: x.hello(r.name),
      paragraphs: [b.title],
      rich: { html: b.bodyHtml, text: plainText(b.bodyHtml) },
      action: { label: x.open, url },
      closing: x.closing,
    });
  },
};
