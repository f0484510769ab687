export { useClubName, useClubSettings, settingsQueryOptions } from './api/get-settings';
export { usePageTitle } from './use-page-title';
export { settingsKeys } from './api/keys';
export { useClubFormat } from './use-club-format';
export { clubFormatter, dayIn, todayIn, type ClubFormat } from './club-format';
export { useClubTexts } from './use-club-texts';
export { useUploadLimit } from './use-upload-limit';
