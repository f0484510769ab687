import { FNB_DIETS, LANGUAGES, ROLES } from '@club/contracts/core';
import { keyMap } from './i18n';

/*
 * Typed maps of the texts several screens share (common namespace). Screens look keys up here
 * (or in their own feature's maps) instead of putting them together.
 */

/** The name of each UI language, in its own words (languages.en, ...). */
export const LANGUAGE_KEYS = keyMap('languages.', LANGUAGES);

/** The name of each role (roles.A, ...). */
export const ROLE_KEYS = keyMap('roles.', ROLES);

/** The name of each diet a dish is marked with (diet.veg, diet.non_veg): `DietMark`'s words. */
export const DIET_KEYS = keyMap('diet.', FNB_DIETS);
