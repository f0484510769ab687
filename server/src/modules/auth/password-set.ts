/**
 * A staff user's columns once they set their own password (a change, or a reset by link): the
 * new hash, and any temporary password gone.
 */
export const passwordSet = (passwordHash: string) => ({
  passwordHash,
  tempPasswordHash: null,
  tempPasswordExpiresAt: null,
  mustChange: false,
});
