import type { enquiryRequest } from '@club/contracts';
import type { z } from 'zod';
import type { OutgoingMail } from '../../mail/transport.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The mail to the club office (in English: the office's language). Its Reply-To is the
 * visitor, so the office answers with its mail program's Reply.
 */
export function enquiryMail(
  to: string,
  club: string,
  e: z.output<typeof enquiryRequest>,
): OutgoingMail {
  const lines: [string, string][] = [
    ['Name', e.name],
    ['Email', e.email],
    ['Phone', e.phone || '-'],
    ['Subject', e.subject],
  ];
  const text = [
    'A visitor sent an enquiry through the website.',
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    e.message,
    '',
    `Reply to ${e.email}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">
<h2 style="color:#b22222">${escape(club)}</h2>
<p>A visitor sent an enquiry through the website.</p>
<table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escape(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-line">${escape(e.message)}</p>
<p>Reply to <a href="mailto:${escape(e.email)}">${escape(e.email)}</a>.</p>
</body></html>`;
  return {
    to,
    subject: `Website enquiry: ${e.subject} | ${club}`,
    text,
    html,
    replyTo: e.email,
  };
}
