import { describe, expect, it } from 'vitest';
import { notificationMails } from './mails.ts';

const to = (language: 'en' | 'es' | 'de') => ({
  email: 'm@example.com',
  name: 'Arjun Mehta',
  language,
});

describe('the mail of a profile request decided by the office', () => {
  it('says what was asked and how it was decided, in the member’s language', () => {
    const approved = notificationMails.notified(
      to('en'),
      'The Club',
      {
        kind: 'profile_request',
        title: '',
        params: { change: 'add_dependent', status: 'Approved', reason: '' },
      },
      'https://club.example/app/pages/profile',
    );
    expect(approved.subject).toBe('Your profile change is approved: new dependent | The Club');
    const rejected = notificationMails.notified(
      to('de'),
      'The Club',
      {
        kind: 'profile_request',
        title: '',
        params: { change: 'address', status: 'Rejected', reason: 'Bitte Nachweis bringen.' },
      },
      'https://club.example/app/pages/profile',
    );
    expect(rejected.subject).toBe(
      'Ihre Profiländerung wurde nicht genehmigt: Postanschrift | The Club',
    );
    expect(rejected.text).toContain('Grund: Bitte Nachweis bringen.');
  });
});
