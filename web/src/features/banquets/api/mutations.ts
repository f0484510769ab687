import type {
  BanquetAddon,
  BanquetAddonRequest,
  BanquetCourse,
  BanquetCourseRequest,
  BanquetDish,
  BanquetDishRequest,
  BanquetHall,
  BanquetHallRequest,
  BanquetHallUpdateRequest,
  BanquetPackage,
  BanquetPackageRequest,
  BanquetPackageUpdateRequest,
} from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS as P } from './paths';

/** A change of the banquets' data: every banquets query is read again after it. */
function useBanquetMutation<I, O>(fn: (input: I) => Promise<O>, errorInPlace = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: errorInPlace ? { errorInPlace: true } : undefined,
    onSuccess: () => qc.invalidateQueries({ queryKey: banquetsKeys.all }),
  });
}

const save =
  <Req, Res>(path: string) =>
  ({ id, body }: { id: number | null; body: Req }) =>
    api<Res>(id === null ? path : `${path}/${id}`, { method: id === null ? 'POST' : 'PUT', body });
const remove = (path: string) => (id: number) => api<void>(`${path}/${id}`, { method: 'DELETE' });

export const useSaveHall = () =>
  useBanquetMutation(save<BanquetHallRequest | BanquetHallUpdateRequest, BanquetHall>(P.halls));
export const useDeleteHall = () => useBanquetMutation(remove(P.halls), true);
export const useSetHallActive = () =>
  useBanquetMutation(({ id, active, version }: { id: number; active: boolean; version: number }) =>
    api<BanquetHall>(`${P.halls}/${id}/active`, { method: 'PUT', body: { active, version } }),
  );
export const useUploadHallPhoto = () =>
  useBanquetMutation(({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return api<BanquetHall>(`${P.halls}/${id}/photos`, { method: 'POST', body });
  });
export const useRemoveHallPhoto = () =>
  useBanquetMutation(({ id, photoId }: { id: number; photoId: number }) =>
    api<BanquetHall>(`${P.halls}/${id}/photos/${photoId}`, { method: 'DELETE' }),
  );

export const useSavePackage = () =>
  useBanquetMutation(
    save<BanquetPackageRequest | BanquetPackageUpdateRequest, BanquetPackage>(P.packages),
  );
export const useDeletePackage = () => useBanquetMutation(remove(P.packages), true);
export const useSaveCourse = () =>
  useBanquetMutation(save<BanquetCourseRequest, BanquetCourse>(P.courses));
export const useDeleteCourse = () => useBanquetMutation(remove(P.courses), true);
export const useSaveDish = () =>
  useBanquetMutation(save<BanquetDishRequest, BanquetDish>(P.dishes));
export const useDeleteDish = () => useBanquetMutation(remove(P.dishes), true);
export const useSaveAddon = () =>
  useBanquetMutation(save<BanquetAddonRequest, BanquetAddon>(P.addons));
export const useDeleteAddon = () => useBanquetMutation(remove(P.addons), true);
