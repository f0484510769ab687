/*
 * The auth module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** A member's PIN or a staff user's password was changed or set (mail: "your details changed"). */
export interface CredentialChanged {
  memberId?: number;
  staffId?: number;
  what: 'pin' | 'password';
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'credential.changed': CredentialChanged;
  }
}
