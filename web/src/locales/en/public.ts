import common from './common';
import auth from './auth';
import content from './content';
import settings from './settings';
import misc from './misc';

/**
 * The English texts of the public site, the sign-in pages and the shell: they ship with the
 * entry chunk. The areas' texts (./areas.ts) load with the first page that is not public
 * (lib/i18n.ts `loadAreaTexts`).
 */
export const publicNamespaces = { common, auth, content, settings, misc };
