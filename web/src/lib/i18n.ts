import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '@club/contracts/core';
import i18n, { type ParseKeys } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Namespaces, Translation } from '../locales/en';
import { publicNamespaces } from '../locales/en/public';

/** localStorage key of the persisted zustand language store (see lang-store.ts). */
export const LANG_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads the language the user chose before (the zustand 'lang' store), if any. */
export function storedLanguage(): Language | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    if (!raw) return undefined;
    const value = (JSON.parse(raw) as { state?: { language?: unknown } }).state?.language;
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One namespace per area (its name: members, payments, ...) plus common; a key names its
 * namespace unless it is common's: t('members:manage.title'), t('nav.items.dashboard').
 * Keys are type-checked against the English texts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: DefaultNamespaces;
    resources: Namespaces;
  }
}

/** A text key t() accepts: checked against the English texts. */
export type TKey = ParseKeys;

/**
 * A typed map from values to their text keys (prefix + value), e.g.
 * `keyMap('memberStatus.', MEMBER_STATUSES)`: the one place a key is put together from parts;
 * a value without an English text does not compile. Screens look keys up in such maps instead
 * of building them (ESLint refuses a template string as a key).
 */
export function keyMap<const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[] & ([`${P}${V}`] extends [TKey] ? unknown : 'a value has no text'),
): { readonly [K in V]: `${P}${K}` } {
  return Object.fromEntries(values.map((v) => [v, prefix + v])) as { [K in V]: `${P}${K}` };
}

/** Whether a key from elsewhere (a schema message, the server's answer) has a text. */
export function isTextKey(key: string): key is TKey {
  return i18n.exists(key);
}

/**
 * For the types, every namespace is a default one, common first: an unprefixed key is common's,
 * any other names its namespace ('members:...'). At run time the default is common alone.
 */
type DefaultNamespaces = ['common', ...Exclude<keyof Namespaces, 'common'>[]];

/** Spanish and German load on demand (their own chunks); English ships with the entry. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ namespaces: Translation }>> = {
  es: () => import('../locales/es'),
  de: () => import('../locales/de'),
};

/**
 * A language chosen in the address (`?lang=de`: the language menu's links on a page the server
 * drew, pressed before the app ran; the server drew the page in it): taken once, as the app
 * starts, and the address put back without it (before the router reads it). The language
 * store keeps it from then on (lang-store.ts).
 */
function takeAddressLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return undefined;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
  return isLanguage(lang) ? lang : undefined;
}
export const addressLanguage = takeAddressLanguage();

const detector = new LanguageDetector();
detector.addDetector({
  name: 'langStore',
  lookup: () => addressLanguage ?? storedLanguage(),
  cacheUserLanguage: () => undefined,
});

void i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: { en: publicNamespaces },
    ns: Object.keys(publicNamespaces),
    defaultNS: 'common',
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: { order: ['langStore', 'navigator'], caches: [] },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    initAsync: false,
  });

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = lng.slice(0, 2);
}
syncHtmlLang(i18n.resolvedLanguage);
i18n.on('languageChanged', (lng) => syncHtmlLang(lng));

let areaTexts: Promise<void> | undefined;

/**
 * Loads the English texts of the members' and staff's areas once (Spanish and German come
 * whole with their language): every page that is not public waits for them
 * (app/routes.tsx), and English is every language's fallback.
 */
export function loadAreaTexts(): Promise<void> {
  areaTexts ??= import('../locales/en/areas').then(({ areaNamespaces }) => {
    for (const [ns, bundle] of Object.entries(areaNamespaces))
      i18n.addResourceBundle('en', ns, bundle, true, true);
  });
  // A failed download (a new release, the network) is tried again by the next page.
  areaTexts.catch(() => (areaTexts = undefined));
  return areaTexts;
}

/** Loads a language's labels once (English's public texts are always there). */
export async function loadLanguage(lng: Language): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle(lng, 'common')) return;
  const { namespaces } = await loaders[lng]();
  for (const [ns, bundle] of Object.entries(namespaces))
    i18n.addResourceBundle(lng, ns, bundle, true, true);
}

/** Switches the UI language once its labels are loaded. */
export async function switchLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** Loads the detected language's labels: the app renders its first screen after this. */
export function i18nReady(): Promise<void> {
  const detected = (i18n.language ?? 'en').slice(0, 2);
  return isLanguage(detected) && detected !== 'en'
    ? switchLanguage(detected).catch(() => undefined)
    : Promise.resolve();
}

/** The current UI language, one of en/es/de. */
export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return isLanguage(lng) ? lng : 'en';
}

export default i18n;

/** The locale numbers (and money) are written and read in for the current UI language. */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}
