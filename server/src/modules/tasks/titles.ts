import type { TaskTitleKey, TaskTitleParams } from '@club/contracts';
import { day } from '../../mail/words.ts';

/**
 * The English rendering of a title the portal writes (kept in `title`: the search reads it, and
 * a reader whose language has no text for the key sees it); the web renders the key and its
 * params in the reader's language with the club's date format.
 */
export function englishTitle(key: TaskTitleKey, p: TaskTitleParams): string {
  const date = p.date ? day('en', p.date) : '';
  switch (key) {
    case 'prepareRoom':
      return `Prepare room ${p.room ?? ''} for ${date}`;
    case 'functionSheet':
      return `Function sheet: ${p.hall ?? ''} on ${date}`;
    case 'feedbackFollowUp':
      return `Follow up feedback #${p.feedback ?? ''}: ${p.subject ?? ''}`;
  }
}
