import { render, type Recipient } from '../../mail/layout.ts';
import { EXPORT_TEXTS } from './texts.ts';

/** The mails of the privacy module, in the recipient's language. */
export const privacyMails = {
  /** The member's data is ready: the way to the page that offers its files, and until when. */
  exportReady(r: Recipient, club: string, until: string, url: string) {
    const x = EXPORT_TEXTS[r.language in EXPORT_TEXTS ? (r.language as 'en') : 'en'].mail;
    return render(r.email, club, {
      subject: x.subject,
      greeting: x.hello(r.name),
      paragraphs: [x.body(until)],
      action: { label: x.open, url },
      closing: x.closing,
    });
  },
};
