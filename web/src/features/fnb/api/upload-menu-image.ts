import type { UploadResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';

export function uploadMenuImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<UploadResponse>(ADMIN_PATHS.images, { method: 'POST', body });
}

/** Uploads a category's or an item's photo (checked by the server by its bytes). */
export function useUploadMenuImage() {
  return useMutation({ mutationFn: uploadMenuImage });
}
