import { createContext, useContext } from 'react';
import type { TKey } from './i18n';

export interface Screen {
  path: string;
  /** i18n key of the label. */
  labelKey: TKey;
}

/** The menu screens the signed-in user may open (provided by the app layout from the route table). */
export const ScreensContext = createContext<readonly Screen[]>([]);

export function useAllowedScreens(): readonly Screen[] {
  return useContext(ScreensContext);
}
