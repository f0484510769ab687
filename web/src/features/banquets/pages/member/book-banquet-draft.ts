import type { BanquetSessionOfDay } from '@club/contracts';

/** What the member has chosen so far, step by step. */
export interface BookingDraft {
  hallId: number | null;
  date: string;
  session: BanquetSessionOfDay;
  guests: number | '';
  projector: boolean;
  music: boolean;
  valetDrivers: number | '';
  comments: string;
  packageId: number | null;
  dishIds: number[];
  addonIds: number[];
}

export const EMPTY_DRAFT: BookingDraft = {
  hallId: null,
  date: '',
  session: 'evening',
  guests: '',
  projector: false,
  music: false,
  valetDrivers: 0,
  comments: '',
  packageId: null,
  dishIds: [],
  addonIds: [],
};

export type BookingErrors = Partial<
  Record<'hallId' | 'date' | 'session' | 'guests' | 'packageId', string>
>;
