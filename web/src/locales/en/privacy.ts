/** The account's sessions and the member's download of their data (issue 35). */
const privacy = {
  sessions: {
    title: 'Active Sessions',
    intro:
      'The browsers and devices signed in to your account now. Sign out any you do not recognise, or every one but this.',
    listLabel: 'Your active sessions',
    thisDevice: 'This device',
    device: '{{browser}} on {{os}}',
    unknownBrowser: 'Unknown browser',
    unknownSystem: 'an unknown system',
    ip: 'IP address',
    unknownIp: 'Not known',
    signedIn: 'Signed in',
    lastActive: 'Last active',
    signOut: 'Sign out',
    signOutLabel: 'Sign out {{device}}, last active {{when}}',
    signOutOthers: 'Sign out all other sessions',
    signedOut: 'That session is signed out.',
    signedOutOthers: 'Other sessions signed out: {{count}}.',
    onlyThis: 'This is your only session.',
    loading: 'Loading your sessions…',
    failed: 'Your sessions could not be loaded.',
  },
  myData: {
    title: 'Download My Data',
    intro:
      'A copy of everything the portal keeps about you: your details, family, consents and choices, statements, orders, bookings, payments and feedback. It comes as a JSON file (for other programs) and a readable PDF.',
    linkNote:
      'We prepare it in the background and tell you when it is ready. Its download links work for {{days}} days.',
    request: 'Request my data',
    requested: 'We are preparing your data. This page shows it as soon as it is ready.',
    listLabel: 'Your data downloads',
    emptyTitle: 'No downloads yet',
    emptyHint: 'Request your data to get a copy of it.',
    heading: 'Requested {{when}}',
    readyAt: 'Ready',
    expiresAt: 'Links work until',
    expiredAt: 'Links expired',
    expiredNote: 'Its links have expired. Request your data again for a new copy.',
    failedNote: 'It could not be prepared. Please request your data again.',
    pendingNote: 'Being prepared…',
    downloadJson: 'Download JSON',
    downloadPdf: 'Download PDF',
    downloadJsonLabel: 'Download the JSON of {{when}}',
    downloadPdfLabel: 'Download the PDF of {{when}}',
    status: {
      pending: 'Being prepared',
      ready: 'Ready',
      failed: 'Failed',
      expired: 'Expired',
    },
    loading: 'Loading your downloads…',
    failed: 'Your downloads could not be loaded.',
  },
};

export default privacy;
