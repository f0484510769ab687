import type { ContentImageArea, UploadResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTENT_PATHS } from './paths';

export function uploadImage(area: ContentImageArea, file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<UploadResponse>(`${CONTENT_PATHS.admin}/uploads/${area}`, { method: 'POST', body });
}

/** Uploads a photo (checked by the server by its bytes and size); answers its address. */
export function useUploadImage(area: ContentImageArea) {
  return useMutation({ mutationFn: (file: File) => uploadImage(area, file) });
}
