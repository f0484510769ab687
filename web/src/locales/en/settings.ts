/** English texts of the 'settings' namespace: the reference key set (es and de have the same keys). */
const settings = {
  admin: {
    title: 'General settings',
    clubName: 'Club name',
    shortName: 'Short name (phones)',
    address: 'Address',
    phone: 'Phone',
    email: 'Office email (receives enquiries)',
    clubTimings: 'Club timings',
    otherLanguages: 'Club timings in other languages',
    sameAsEnglish: 'Left empty, a reader in that language sees the English text.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'Financial year starts in',
  },
  officeHours: {
    day: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    },
    title: 'Office hours',
    hint: 'When the office answers members, in the club time zone. The public footer and the contact page show these hours, and the response targets of feedback count only them.',
    open: 'Open on {{day}}',
    opens: 'Opens',
    closes: 'Closes',
    opensOn: '{{day}} opens',
    closesOn: '{{day}} closes',
    closed: 'Closed',
  },
  minimum: {
    title: 'Monthly food and beverage minimum',
    hint: "By membership type, before tax; leave empty for none. At the end of each month a member who spent less is charged the difference, once, on that month's statement.",
    adminOnly: 'By membership type, before tax. Only an admin changes them.',
  },
  policies: {
    title: 'Cancellation policies',
    hint: 'What cancelling refunds, by whole days before the stay or function. Each booking keeps the policy in force when it was made.',
    chambers: 'Room stays',
    banquets: 'Hall functions',
    daysBefore: 'From days before',
    refundPercent: 'Refund',
    removeTier: 'Remove tier {{n}} of {{policy}}',
    addTier: 'Add a tier ({{policy}})',
  },
};

export default settings;
