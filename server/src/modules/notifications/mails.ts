import type { Language, NotificationKind } from '@club/contracts';
import { storedWord } from '../../lib/stored-words.ts';
import { render, type Recipient } from '../../mail/layout.ts';

/*
 * The mails of the kinds the bell mails itself (those no other module mails: a food order's
 * status; a kind the club adds later falls back to the general text), in the member's language.
 */

type Params = Record<string, string | number | null>;

type Texts = {
  hello: (name: string) => string;
  closing: string;
  open: string;
  general: { subject: string; body: string };
  order: (p: Params) => { subject: string; body: string };
  /** The office's decision on a member's profile change (`change`: its kind). */
  profile: (p: Params, change: string) => { subject: string; body: string };
  profileChange: Record<string, string>;
};

const str = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    open: 'Open in the portal',
    general: { subject: 'News from the club', body: 'There is news for you in the club portal.' },
    order: (p) => ({
      subject: `Your order ${str(p.order)}: ${str(p.statusText)}`,
      body: `Your food order ${str(p.order)} is now: ${str(p.statusText)}.`,
    }),
    profile: (p, change) =>
      p.status === 'Rejected'
        ? {
            subject: `Your profile change was not approved: ${change}`,
            body: `The club office did not approve your request (${change}). Reason: ${str(p.reason)}`,
          }
        : {
            subject: `Your profile change is approved: ${change}`,
            body: `The club office approved your request (${change}); your record is changed.`,
          },
    profileChange: {
      address: 'postal address',
      name: 'name',
      add_dependent: 'new dependent',
      remove_dependent: 'dependent removed',
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    open: 'Abrir en el portal',
    general: { subject: 'Novedades del club', body: 'Tiene novedades en el portal del club.' },
    order: (p) => ({
      subject: `Su pedido ${str(p.order)}: ${str(p.statusText)}`,
      body: `Su pedido de comida ${str(p.order)} está ahora: ${str(p.statusText)}.`,
    }),
    profile: (p, change) =>
      p.status === 'Rejected'
        ? {
            subject: `Su cambio de perfil no se ha aprobado: ${change}`,
            body: `La oficina del club no ha aprobado su solicitud (${change}). Motivo: ${str(p.reason)}`,
          }
        : {
            subject: `Su cambio de perfil está aprobado: ${change}`,
            body: `La oficina del club ha aprobado su solicitud (${change}); su ficha ha cambiado.`,
          },
    profileChange: {
      address: 'dirección postal',
      name: 'nombre',
      add_dependent: 'nuevo familiar a cargo',
      remove_dependent: 'baja de familiar a cargo',
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    open: 'Im Portal öffnen',
    general: {
      subject: 'Neuigkeiten vom Club',
      body: 'Im Clubportal gibt es Neuigkeiten für Sie.',
    },
    order: (p) => ({
      subject: `Ihre Bestellung ${str(p.order)}: ${str(p.statusText)}`,
      body: `Ihre Essensbestellung ${str(p.order)} ist jetzt: ${str(p.statusText)}.`,
    }),
    profile: (p, change) =>
      p.status === 'Rejected'
        ? {
            subject: `Ihre Profiländerung wurde nicht genehmigt: ${change}`,
            body: `Das Clubbüro hat Ihren Antrag (${change}) nicht genehmigt. Grund: ${str(p.reason)}`,
          }
        : {
            subject: `Ihre Profiländerung ist genehmigt: ${change}`,
            body: `Das Clubbüro hat Ihren Antrag (${change}) genehmigt; Ihre Daten sind geändert.`,
          },
    profileChange: {
      address: 'Postanschrift',
      name: 'Name',
      add_dependent: 'neuer Angehöriger',
      remove_dependent: 'Angehöriger entfernt',
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

export const notificationMails = {
  /** A notification by mail: its kind's text, with the way to its screen. */
  notified(
    r: Recipient,
    club: string,
    n: { kind: NotificationKind; title: string; params: Params },
    url: string,
  ) {
    const x = t(r.language);
    const text =
      n.kind === 'order_status'
        ? x.order({
            ...n.params,
            statusText: storedWord(r.language as Language, n.params.status),
          })
        : n.kind === 'profile_request'
          ? x.profile(n.params, x.profileChange[str(n.params.change)] ?? str(n.params.change))
          : n.title
            ? { subject: n.title, body: n.title }
            : x.general;
    return render(r.email, club, {
      subject: text.subject,
      greeting: x.hello(r.name),
      paragraphs: [text.body],
      action: { label: x.open, url },
      closing: x.closing,
    });
  },
};
