/** English texts of the 'calendar' namespace: the reference key set (es and de have the same keys). */
const calendar = {
  add: 'Add to calendar',
  addLabel: 'Add booking #{{id}} to your calendar (.ics file)',
  feed: {
    title: 'Calendar feed',
    intro:
      'A private web address your calendar app (Google, Apple, Outlook) subscribes to: it shows your confirmed room stays and events, and keeps itself up to date.',
    none: 'You have no calendar feed yet.',
    create: 'Create feed URL',
    since: 'Your feed is active since {{date}}.',
    hidden:
      'Its address was shown when you made it. To see an address again, make a new one (the old one stops working).',
    urlLabel: 'Your feed URL (keep it private)',
    urlHint:
      'Anyone with this address sees your bookings. Paste it into your calendar app as a subscription.',
    copy: 'Copy',
    copied: 'Copied',
    regenerate: 'Make a new URL',
    revoke: 'Revoke',
    created: 'Your calendar feed URL is ready.',
    revoked: 'Your calendar feed was revoked: the old URL no longer answers.',
  },
};

export default calendar;
