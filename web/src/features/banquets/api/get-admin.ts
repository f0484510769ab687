import type {
  BanquetAddonList,
  BanquetCourseList,
  BanquetHallList,
  BanquetPackageList,
} from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

/** The admin's lists (a club has a handful of each: read whole). */
export const useHalls = () =>
  useQuery({
    queryKey: banquetsKeys.halls(),
    queryFn: () => api<BanquetHallList>(BANQUETS_PATHS.halls),
  });
export const usePackages = () =>
  useQuery({
    queryKey: banquetsKeys.packages(),
    queryFn: () => api<BanquetPackageList>(BANQUETS_PATHS.packages),
  });
export const useCourses = () =>
  useQuery({
    queryKey: banquetsKeys.courses(),
    queryFn: () => api<BanquetCourseList>(BANQUETS_PATHS.courses),
  });
export const useAddons = () =>
  useQuery({
    queryKey: banquetsKeys.addons(),
    queryFn: () => api<BanquetAddonList>(BANQUETS_PATHS.addons),
  });
