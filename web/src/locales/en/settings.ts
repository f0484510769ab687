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
    officeTimings: 'Office timings',
    otherLanguages: 'Timings in other languages',
    sameAsEnglish: 'Left empty, a reader in that language sees the English text.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'Financial year starts in',
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
