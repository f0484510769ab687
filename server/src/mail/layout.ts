import type { OutgoingMail } from './transport.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /**
   * Rich text after the paragraphs, already cleaned by the sender (a broadcast's body), with its
   * plain-text form for the text part.
   */
  rich?: { html: string; text: string };
  action?: { label: string; url: string };
  code?: string;
  closing: string;
}

/** Lays a mail out (text and HTML); feature modules build their own mails with it. */
export function render(to: string, club: string, p: Parts): OutgoingMail {
  const text = [
    p.greeting,
    '',
    ...p.paragraphs.flatMap((x) => [x, '']),
    ...(p.rich ? [p.rich.text, ''] : []),
    ...(p.code ? [p.code, ''] : []),
    ...(p.action ? [`${p.action.label}: ${p.action.url}`, ''] : []),
    p.closing,
    club,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">
<h2 style="color:#b22222">${escape(club)}</h2>
<p>${escape(p.greeting)}</p>
${p.paragraphs.map((x) => `<p>${escape(x)}</p>`).join('\n')}
${p.rich ? `<div>${p.rich.html}</div>` : ''}
${p.code ? `<p style="font-size:22px;font-weight:bold;letter-spacing:3px">${escape(p.code)}</p>` : ''}
${p.action ? `<p><a href="${escape(p.action.url)}" style="background:#b22222;color:#fff;padding:10px 16px;text-decoration:none">${escape(p.action.label)}</a></p><p style="font-size:12px;color:#666">${escape(p.action.url)}</p>` : ''}
<p>${escape(p.closing)}<br>${escape(club)}</p>
</body></html>`;
  return { to, subject: `${p.subject} | ${club}`, text, html };
}

export interface Recipient {
  email: string;
  name: string;
  language: string;
}
