/** English texts of the 'mail' namespace: the reference key set (es and de have the same keys). */
const mail = {
  outbox: {
    title: 'Mail outbox',
    intro: 'Mails the portal has queued or sent, newest first.',
    tableLabel: 'Mails in the outbox',
    createdAt: 'Queued',
    topic: 'Topic',
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    doneAt: 'Done',
    empty: 'No mails yet.',
    pagination: 'Outbox pages',
    refresh: 'Refresh',
    mailTitle: 'Mail',
    open: 'Open the mail “{{subject}}” to {{to}}',
    close: 'Close the mail',
    replyTo: 'Answers go to',
    statuses: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', dead: 'Failed' },
  },
};

export default mail;
