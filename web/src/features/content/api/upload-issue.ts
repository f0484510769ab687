import type { MagazineFields, MagazineIssue } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function uploadIssue(fields: MagazineFields, file: File): Promise<MagazineIssue> {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('issueDate', fields.issueDate);
  body.append('file', file);
  return api<MagazineIssue>(`${CONTENT_PATHS.admin}/magazine`, { method: 'POST', body });
}

/** Publishes a Clubman issue (title, date and the PDF). */
export function useUploadIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: MagazineFields; file: File }) =>
      uploadIssue(fields, file),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.magazine() }),
  });
}
