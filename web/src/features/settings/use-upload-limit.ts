import { useClubSettings } from './api/get-settings';
import { useClubFormat } from './use-club-format';

/** What the server took before it said (its default UPLOAD_MAX_BYTES), until the settings come. */
const SERVER_DEFAULT_BYTES = 5 * 1024 * 1024;

/**
 * The largest file the server takes (its UPLOAD_MAX_BYTES, read from the settings answer), in
 * bytes for a drop zone's check and as the reader's "5 MB" for its hint and its refusal.
 */
export function useUploadLimit(): { bytes: number; size: string } {
  const bytes = useClubSettings().data?.uploadMaxBytes ?? SERVER_DEFAULT_BYTES;
  return { bytes, size: useClubFormat().megabytes(bytes) };
}
