import { ALBUM_KINDS, NEWS_AUDIENCES, NEWS_STATUSES } from '@club/contracts/core';
import { statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';

/** The news' words for their lists of values. */
export const STATUS_KEYS = keyMap('news:status.', NEWS_STATUSES);
export const AUDIENCE_KEYS = keyMap('news:audience.', NEWS_AUDIENCES);

/** A post's status as a badge. */
export const NEWS_STATUS_FAMILY = statusFamily({
  colors: { Draft: 'gray', Published: 'green' },
  keys: { Draft: 'news:status.Draft', Published: 'news:status.Published' },
});

/** An album's kind: a facility's photos or an event's highlights. */
export const ALBUM_KIND_KEYS = keyMap('news:albums.kind.', ALBUM_KINDS);
