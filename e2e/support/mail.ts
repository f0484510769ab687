import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

function all(): Mail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((f) => {
      // A mail the server is still writing (now that notifications and broadcasts mail too,
      // one is often on its way) is not there yet: the next look finds it whole.
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail];
      } catch {
        return [];
      }
    });
}

/** How many mails have arrived so far (to wait for the next one). */
export const mailCount = () => all().length;

/** The mails that arrived after the first `since` (to check that one did not come). */
export const mailsSince = (since: number): Mail[] => all().slice(since);

/** Waits for a mail to `to` (after `since` mails) whose subject matches. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  since = 0,
  timeoutMs = 15_000,
): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = all()
      .slice(since)
      .find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > end)
      throw new Error(
        `no mail to ${to} matching ${subject}; got: ${JSON.stringify(
          all()
            .slice(since)
            .map((m) => [m.to, m.subject]),
        )}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}
