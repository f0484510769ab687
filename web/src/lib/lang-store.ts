import type { Language } from '@club/contracts/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addressLanguage, currentLanguage, LANG_STORAGE_KEY, switchLanguage } from './i18n';

interface LangState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** The chosen UI language, persisted (SPEC.md §3: lang is a persisted slice). */
export const useLangStore = create<LangState>()(
  persist(
    (set) => ({
      language: currentLanguage(),
      setLanguage: (language) => {
        set({ language });
        void switchLanguage(language);
      },
    }),
    {
      name: LANG_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ language: s.language }),
    },
  ),
);

// A language chosen in the address before the app ran is the reader's choice from now on.
if (addressLanguage && useLangStore.getState().language !== addressLanguage)
  useLangStore.setState({ language: addressLanguage });
