import { INBOX_FOLDERS, INBOX_SOURCES, INBOX_TAGS } from '@club/contracts/core';
import { keyMap } from '../../../lib/i18n';

/** The texts of the inbox's fixed lists. */
export const INBOX_FOLDER_KEYS = keyMap('inbox:folders.', INBOX_FOLDERS);
export const INBOX_TAG_KEYS = keyMap('inbox:tags.', INBOX_TAGS);
export const INBOX_SOURCE_KEYS = keyMap('inbox:sources.', INBOX_SOURCES);
