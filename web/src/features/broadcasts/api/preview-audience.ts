import type { AudiencePreviewResponse, BroadcastAudience } from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { broadcastsKeys } from './keys';
import { BROADCASTS_PATHS } from './paths';

export function previewAudience(audience: BroadcastAudience): Promise<AudiencePreviewResponse> {
  return api<AudiencePreviewResponse>(BROADCASTS_PATHS.preview, {
    method: 'POST',
    body: { audience },
  });
}

/**
 * How many people an audience matches now (null: not complete enough to ask). Its failure (an
 * audience of nobody: 422) shows beside the audience, not as a toast.
 */
export function useAudienceCount(audience: BroadcastAudience | null) {
  return useQuery({
    queryKey: broadcastsKeys.preview(audience),
    queryFn: () => previewAudience(audience!),
    enabled: audience !== null,
    staleTime: 10_000,
    retry: false,
    meta: { errorInPlace: true },
  });
}
