import { lazy, type ComponentType } from 'react';
import { loadAreaTexts } from '../../lib/i18n';

/**
 * A page that names the areas' texts: its chunk and the areas' English texts load together.
 * Every page of the members and staff is one, and so are the public pages that show an
 * area's card or form (home and events: the events' booking form; a facility and
 * /chamberbooking: the rooms' and halls' cards). The other public pages need only the texts
 * that ship with the entry (locales/en/public.ts), so a visitor to them downloads none of the
 * areas' texts.
 */
export const areaPage = <T extends ComponentType>(load: () => Promise<{ default: T }>) =>
  lazy(() => Promise.all([load(), loadAreaTexts()]).then(([module]) => module));
