import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';

/* The auth module's mails (activation, temporary PIN and password, changes, login trouble) in en, es and de, over the shared layout. */

type Texts = {
  hello: (name: string) => string;
  closing: string;
  activate: { subject: string; body: (code: string, hours: number) => string[]; action: string };
  tempPin: { subject: string; body: (code: string, hours: number) => string[] };
  tempPassword: { subject: string; body: (code: string, hours: number) => string[] };
  reset: { subject: string; body: (hours: number) => string[]; action: string };
  changed: { subject: string; body: (what: 'pin' | 'password') => string[] };
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    activate: {
      subject: 'Activate your online access',
      body: (c, h) => [
        `You asked to activate online access for member ${c}.`,
        `Use the link below to choose your PIN (4 to 6 digits). The link works once and expires in ${h} hours.`,
        'If you did not ask for this, ignore this mail: nothing changes.',
      ],
      action: 'Set my PIN',
    },
    tempPin: {
      subject: 'Your temporary PIN',
      body: (c, h) => [
        `A temporary PIN was requested for member ${c}. Sign in with it within ${h} hours; you will then choose a new PIN.`,
        'Your current PIN keeps working. If you did not ask for this, ignore this mail.',
      ],
    },
    tempPassword: {
      subject: 'Your temporary password',
      body: (c, h) => [
        `A temporary password was requested for staff account ${c}. Sign in with it within ${h} hours; you will then choose a new password.`,
        'Your current password keeps working. If you did not ask for this, ignore this mail.',
      ],
    },
    reset: {
      subject: 'Set a new password',
      body: (h) => [
        `Use the link below to set a new password. It works once and expires in ${h} hours.`,
      ],
      action: 'Set a new password',
    },
    changed: {
      subject: 'Your sign-in details were changed',
      body: (w) => [
        `Your ${w === 'pin' ? 'PIN' : 'password'} was changed just now.`,
        'If this was not you, contact the club office at once.',
      ],
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    activate: {
      subject: 'Active su acceso en línea',
      body: (c, h) => [
        `Ha solicitado activar el acceso en línea del socio ${c}.`,
        `Use el enlace de abajo para elegir su PIN (de 4 a 6 dígitos). El enlace sirve una sola vez y caduca en ${h} horas.`,
        'Si no lo ha solicitado, ignore este correo: nada cambia.',
      ],
      action: 'Establecer mi PIN',
    },
    tempPin: {
      subject: 'Su PIN temporal',
      body: (c, h) => [
        `Se ha solicitado un PIN temporal para el socio ${c}. Inicie sesión con él en un plazo de ${h} horas; después elegirá un PIN nuevo.`,
        'Su PIN actual sigue funcionando. Si no lo ha solicitado, ignore este correo.',
      ],
    },
    tempPassword: {
      subject: 'Su contraseña temporal',
      body: (c, h) => [
        `Se ha solicitado una contraseña temporal para la cuenta de personal ${c}. Inicie sesión con ella en un plazo de ${h} horas; después elegirá una contraseña nueva.`,
        'Su contraseña actual sigue funcionando. Si no lo ha solicitado, ignore este correo.',
      ],
    },
    reset: {
      subject: 'Establezca una contraseña nueva',
      body: (h) => [
        `Use el enlace de abajo para establecer una contraseña nueva. Sirve una sola vez y caduca en ${h} horas.`,
      ],
      action: 'Establecer contraseña',
    },
    changed: {
      subject: 'Sus datos de acceso han cambiado',
      body: (w) => [
        `Su ${w === 'pin' ? 'PIN' : 'contraseña'} se acaba de cambiar.`,
        'Si no ha sido usted, contacte de inmediato con la oficina del club.',
      ],
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    activate: {
      subject: 'Online-Zugang aktivieren',
      body: (c, h) => [
        `Sie haben die Aktivierung des Online-Zugangs für Mitglied ${c} angefordert.`,
        `Wählen Sie über den Link unten Ihre PIN (4 bis 6 Ziffern). Der Link gilt einmal und läuft in ${h} Stunden ab.`,
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
      ],
      action: 'PIN festlegen',
    },
    tempPin: {
      subject: 'Ihre vorläufige PIN',
      body: (c, h) => [
        `Für Mitglied ${c} wurde eine vorläufige PIN angefordert. Melden Sie sich innerhalb von ${h} Stunden damit an; danach wählen Sie eine neue PIN.`,
        'Ihre bisherige PIN gilt weiter. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    tempPassword: {
      subject: 'Ihr vorläufiges Passwort',
      body: (c, h) => [
        `Für das Mitarbeiterkonto ${c} wurde ein vorläufiges Passwort angefordert. Melden Sie sich innerhalb von ${h} Stunden damit an; danach wählen Sie ein neues Passwort.`,
        'Ihr bisheriges Passwort gilt weiter. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    reset: {
      subject: 'Neues Passwort festlegen',
      body: (h) => [
        `Legen Sie über den Link unten ein neues Passwort fest. Er gilt einmal und läuft in ${h} Stunden ab.`,
      ],
      action: 'Passwort festlegen',
    },
    changed: {
      subject: 'Ihre Anmeldedaten wurden geändert',
      body: (w) => [
        `Ihre ${w === 'pin' ? 'PIN' : 'Passwort'} wurde soeben geändert.`,
        'Wenn Sie das nicht waren, wenden Sie sich sofort an das Clubbüro.',
      ],
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

export const TOKEN_HOURS = 24;
export const TEMP_CREDENTIAL_HOURS = 24;

export const mailTemplates = {
  activate(r: Recipient, club: string, code: string, url: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.activate.subject,
      greeting: x.hello(r.name),
      paragraphs: x.activate.body(code, TOKEN_HOURS),
      action: { label: x.activate.action, url },
      closing: x.closing,
    });
  },
  reset(r: Recipient, club: string, url: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.reset.subject,
      greeting: x.hello(r.name),
      paragraphs: x.reset.body(TOKEN_HOURS),
      action: { label: x.reset.action, url },
      closing: x.closing,
    });
  },
  tempPin(r: Recipient, club: string, code: string, pin: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.tempPin.subject,
      greeting: x.hello(r.name),
      paragraphs: x.tempPin.body(code, TEMP_CREDENTIAL_HOURS),
      code: pin,
      closing: x.closing,
    });
  },
  tempPassword(r: Recipient, club: string, code: string, password: string) {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.tempPassword.subject,
      greeting: x.hello(r.name),
      paragraphs: x.tempPassword.body(code, TEMP_CREDENTIAL_HOURS),
      code: password,
      closing: x.closing,
    });
  },
  changed(r: Recipient, club: string, what: 'pin' | 'password') {
    const x = t(r.language);
    return render(r.email, club, {
      subject: x.changed.subject,
      greeting: x.hello(r.name),
      paragraphs: x.changed.body(what),
      closing: x.closing,
    });
  },
  /** To the club's IT admin (in English): a visitor cannot sign in. */
  loginTrouble(
    itAdmin: string,
    club: string,
    req: { name: string; code: string; email: string; phone: string; message: string },
  ) {
    return render(itAdmin, club, {
      subject: `Sign-in trouble: ${req.name}${req.code ? ` (${req.code})` : ''}`,
      greeting: 'Dear IT admin,',
      paragraphs: [
        'Someone reports trouble signing in to the portal.',
        `Name: ${req.name}`,
        `Member or staff code: ${req.code || '-'}`,
        `Email: ${req.email}`,
        `Phone: ${req.phone || '-'}`,
        `Message: ${req.message}`,
      ],
      closing: 'Sent by the portal,',
    });
  },
};

/**
 * The subjects (every language) of the mails that carry a secret (a temporary PIN or password,
 * an activation or reset link): the member's inbox leaves them out, since an admin acting for
 * the member reads it too.
 */
export const SECRET_MAIL_SUBJECTS: readonly string[] = Object.values(TEXTS).flatMap((x) => [
  x.activate.subject,
  x.tempPin.subject,
  x.tempPassword.subject,
  x.reset.subject,
]);
