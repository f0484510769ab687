import type { RichTextPreviewRequest, RichTextPreviewResponse } from '@club/contracts';
import { CONTENT_API } from '@club/contracts/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api';

const PREVIEW = apiPath(CONTENT_API.preview);

/** What a page keeps of each markup (the server's allow-list); nothing is stored. */
export function previewRichText(body: RichTextPreviewRequest): Promise<RichTextPreviewResponse> {
  return api<RichTextPreviewResponse>(PREVIEW, { method: 'POST', body });
}

export const showcaseKeys = {
  all: ['showcases'] as const,
  preview: (html: readonly string[]) => [...showcaseKeys.all, 'preview', html] as const,
};

/** The kept markup of a showcase's examples, read in one call (again when the language changes). */
export function usePreview(html: readonly string[]) {
  return useQuery({
    queryKey: showcaseKeys.preview(html),
    queryFn: () => previewRichText({ html: [...html] }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** An editor's own markup, previewed on demand ("Try your own markup"). */
export function usePreviewOwn() {
  return useMutation({ mutationFn: (html: string) => previewRichText({ html: [html] }) });
}
