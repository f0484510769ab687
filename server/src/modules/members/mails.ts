import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';

/** Days a PIN issued by the club office (new member, reset) stays valid before first use. */
export const ISSUED_PIN_DAYS = 7;

type Texts = {
  hello: (name: string) => string;
  closing: string;
  welcome: { subject: string; body: (code: string, url: string, days: number) => string[] };
  reset: { subject: string; body: (code: string, url: string, days: number) => string[] };
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    welcome: {
      subject: 'Welcome to the club: your first PIN',
      body: (c, url, d) => [
        `Welcome! Your membership code is ${c}. You can sign in to the members' portal at ${url} with this code and the PIN below.`,
        `The PIN is valid for ${d} days and works once: at your first sign-in you will choose your own PIN (4 to 6 digits).`,
      ],
    },
    reset: {
      subject: 'Your new PIN from the club office',
      body: (c, url, d) => [
        `The club office has reset the PIN of member ${c}. Your previous PIN no longer works.`,
        `Sign in at ${url} with the PIN below within ${d} days; you will then choose your own PIN.`,
        'If you did not ask for this, contact the club office.',
      ],
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    welcome: {
      subject: 'Bienvenido/a al club: su primer PIN',
      body: (c, url, d) => [
        `¡Bienvenido/a! Su código de socio es ${c}. Puede iniciar sesión en el portal de socios en ${url} con este código y el PIN de abajo.`,
        `El PIN es válido durante ${d} días y sirve una vez: en su primer inicio de sesión elegirá su propio PIN (de 4 a 6 dígitos).`,
      ],
    },
    reset: {
      subject: 'Su nuevo PIN de la oficina del club',
      body: (c, url, d) => [
        `La oficina del club ha restablecido el PIN del socio ${c}. Su PIN anterior ya no funciona.`,
        `Inicie sesión en ${url} con el PIN de abajo en un plazo de ${d} días; después elegirá su propio PIN.`,
        'Si no lo ha solicitado, contacte con la oficina del club.',
      ],
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    welcome: {
      subject: 'Willkommen im Club: Ihre erste PIN',
      body: (c, url, d) => [
        `Willkommen! Ihre Mitgliedsnummer ist ${c}. Sie können sich unter ${url} mit dieser Nummer und der PIN unten im Mitgliederportal anmelden.`,
        `Die PIN gilt ${d} Tage und einmal: Bei der ersten Anmeldung wählen Sie Ihre eigene PIN (4 bis 6 Ziffern).`,
      ],
    },
    reset: {
      subject: 'Ihre neue PIN vom Clubbüro',
      body: (c, url, d) => [
        `Das Clubbüro hat die PIN von Mitglied ${c} zurückgesetzt. Ihre bisherige PIN gilt nicht mehr.`,
        `Melden Sie sich innerhalb von ${d} Tagen unter ${url} mit der PIN unten an; danach wählen Sie Ihre eigene PIN.`,
        'Wenn Sie das nicht angefordert haben, wenden Sie sich an das Clubbüro.',
      ],
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

export const memberMails = {
  /** A new member's first PIN. */
  welcome(r: Recipient, club: string, code: string, pin: string, loginUrl: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.welcome.subject,
      greeting: x.hello(r.name),
      paragraphs: x.welcome.body(code, loginUrl, ISSUED_PIN_DAYS),
      code: pin,
      closing: x.closing,
    });
  },
  /** A PIN the club office reset. */
  pinReset(r: Recipient, club: string, code: string, pin: string, loginUrl: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.reset.subject,
      greeting: x.hello(r.name),
      paragraphs: x.reset.body(code, loginUrl, ISSUED_PIN_DAYS),
      code: pin,
      closing: x.closing,
    });
  },
};
