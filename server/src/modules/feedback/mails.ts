import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';

type Texts = {
  hello: (name: string) => string;
  closing: string;
  subject: (subject: string) => string;
  body: (subject: string) => string;
  open: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    subject: (s) => `The club office answered your feedback: ${s}`,
    body: (s) => `The club office has answered your feedback "${s}":`,
    open: 'Read and reply',
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    subject: (s) => `La oficina del club ha respondido a su comentario: ${s}`,
    body: (s) => `La oficina del club ha respondido a su comentario «${s}»:`,
    open: 'Leer y responder',
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    subject: (s) => `Das Clubbüro hat auf Ihr Feedback geantwortet: ${s}`,
    body: (s) => `Das Clubbüro hat auf Ihr Feedback „${s}“ geantwortet:`,
    open: 'Lesen und antworten',
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

export const feedbackMails = {
  /** The office's reply to a member's feedback, quoted, with the way to the conversation. */
  replied(r: Recipient, club: string, subject: string, reply: string, url: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.subject(subject),
      greeting: x.hello(r.name),
      paragraphs: [x.body(subject), reply],
      action: { label: x.open, url },
      closing: x.closing,
    });
  },
};
