/** A `from` value usable as an in-app redirect target: an absolute path, never another origin. */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (
    /^\/(login|register|forgot-password|forgot-pin|reset-password|logintrouble)(\/|\?|$)/i.test(
      from,
    )
  )
    return null;
  return from;
}

/** Stands for "the user's landing screen" in a pending redirect (the guard resolves it). */
export const LANDING = '@landing';
