import type {
  BroadcastDetail,
  ComposeBroadcastRequest,
  ResendResponse,
  UpdateBroadcastRequest,
} from '@club/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { broadcastsKeys } from './keys';
import { BROADCASTS_PATHS } from './paths';

const one = (id: number) => `${BROADCASTS_PATHS.admin}/${id}`;

/** After a change: the broadcast as answered, and the lists read again. */
function changed(qc: QueryClient, b: BroadcastDetail) {
  qc.setQueryData(broadcastsKeys.one(b.id), b);
  void qc.invalidateQueries({ queryKey: broadcastsKeys.all });
}

export type SaveBroadcastInput =
  { id: null; body: ComposeBroadcastRequest } | { id: number; body: UpdateBroadcastRequest };

export function saveBroadcast(input: SaveBroadcastInput): Promise<BroadcastDetail> {
  return input.id === null
    ? api<BroadcastDetail>(BROADCASTS_PATHS.admin, { method: 'POST', body: input.body })
    : api<BroadcastDetail>(one(input.id), { method: 'PUT', body: input.body });
}

/** Writes a new broadcast or changes a draft or scheduled one (on its version); its field errors show on the form. */
export function useSaveBroadcast() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveBroadcast, onSuccess: (b) => changed(qc, b) });
}

export function uploadAttachment(input: {
  id: number;
  version: number;
  kind: 'image' | 'file';
  file: File;
}): Promise<BroadcastDetail> {
  const body = new FormData();
  body.append(input.kind, input.file);
  return api<BroadcastDetail>(`${one(input.id)}/${input.kind}`, {
    method: 'POST',
    body,
    query: { version: input.version },
  });
}

/** Adds the image (JPG, PNG, WEBP) or the file (PDF) to a draft or scheduled broadcast. */
export function useUploadAttachment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadAttachment, onSuccess: (b) => changed(qc, b) });
}

/** Sends a draft or scheduled broadcast now, cancels a scheduled one, resends the failed deliveries. */
export function useBroadcastStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; version: number; step: 'send' | 'cancel' }) =>
      api<BroadcastDetail>(`${one(input.id)}/${input.step}`, {
        method: 'POST',
        body: input.step === 'send' ? { version: input.version } : {},
      }),
    onSuccess: (b) => changed(qc, b),
  });
}

export function useResendFailed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<ResendResponse>(`${one(id)}/resend`, { method: 'POST', body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: broadcastsKeys.all }),
  });
}
