import { createContext, useContext } from 'react';

export interface Screen {
  path: string;
  /** i18n key of the label. */
  labelKey: string;
}

/** The menu screens the signed-in user may open (provided by the app layout from the route table). */
export const ScreensContext = createContext<readonly Screen[]>([]);

export function useAllowedScreens(): readonly Screen[] {
  return useContext(ScreensContext);
}
