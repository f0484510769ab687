import type { ImportPreviewResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MEMBERS_PATHS } from './paths';

export function previewImport(file: File): Promise<ImportPreviewResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<ImportPreviewResponse>(MEMBERS_PATHS.importPreview, { method: 'POST', body });
}

/** Checks a members file on the server: its rows and every error; changes nothing. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
