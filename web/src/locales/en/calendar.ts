/** English texts of the 'calendar' namespace: the reference key set (es and de have the same keys). */
const calendar = {
  add: 'Add to calendar',
  addLabel: 'Add booking #{{id}} to your calendar (.ics file)',
  club: {
    title: 'Club calendar',
    intro:
      "The club's events, closures and special timings, with your own room stays, hall functions, event bookings and food pickups. Times are the club's.",
    staffIntro:
      "The club's events, closures and special timings. Admins add an item, drag it to move it, or open it to change its days. Times are the club's.",
    legend: 'Colours:',
    add: 'Add closure or timing',
    loadFailed: 'The calendar could not be loaded.',
    details: 'Calendar item',
    prev: 'Previous',
    next: 'Next',
    close: 'Close',
    open: 'Open',
    saved: 'Saved: {{title}}',
    moved: 'Moved: {{title}}',
    deleted: 'Removed: {{title}}',
    form: {
      addTitle: 'Add to the club calendar',
      editTitle: 'Change a club calendar item',
      kind: 'Kind',
      facility: 'Facility',
      wholeClub: 'The whole club',
      title: 'Title',
      note: 'Note',
      allDay: 'All day',
      startDate: 'From',
      startTime: 'From (time)',
      endDate: 'To',
      endTime: 'To (time)',
      save: 'Save',
      cancel: 'Cancel',
      delete: 'Delete',
    },
  },
  kinds: {
    event: 'Club event',
    closure: 'Closure',
    timing: 'Special timing',
    club: 'Club notice',
    stay: 'My room stay',
    function: 'My hall function',
    booking: 'My event booking',
    pickup: 'My food pickup',
  },
  timings: {
    title: 'Facilities Timings',
    intro:
      "Every facility's regular timings, and the closures and special timings of today and the coming week.",
    today: 'Today at the club',
    noneToday: 'No closures or special timings today: every facility keeps its regular timings.',
    closedToday: 'Closed today',
    noTimings: 'Timings to be announced.',
    coming: 'Closures and special timings this week',
  },
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
