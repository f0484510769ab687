import type { StatementImportPreviewResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STATEMENTS_PATHS } from './paths';

export function previewImport(file: File): Promise<StatementImportPreviewResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<StatementImportPreviewResponse>(STATEMENTS_PATHS.importPreview, {
    method: 'POST',
    body,
  });
}

/** Checks a bill file on the server: its rows and every error; changes nothing. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
