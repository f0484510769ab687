import { LANGUAGES, type Language } from '@club/contracts/core';
import type { MeResponse } from '@club/contracts';
import { Box, Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { authKeys, setLanguage as saveLanguage, useCurrentUser } from '../../features/auth';
import { isLanguage, loadLanguage } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useLangStore } from '../../lib/lang-store';
import { useAppRunning } from '../../lib/typed-before-app';
import { LANGUAGE_KEYS } from '../../lib/text-keys';

/**
 * EN/ES/DE switch, persisted in the 'lang' store. A signed-in user's choice is also their
 * account's language at once, so the club's mails and the texts it writes for them (ledger
 * lines, notices) follow it without asking; a toast, in the new language, says so.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const stored = useLangStore((s) => s.language);
  const resolved = i18n.resolvedLanguage;
  const language: Language = isLanguage(resolved) ? resolved : stored;
  const setLanguage = useLangStore((s) => s.setLanguage);
  const user = useCurrentUser();
  const queryClient = useQueryClient();

  const choose = (lang: Language) => {
    if (lang === language) return;
    setLanguage(lang);
    if (!user || user.language === lang) return;
    saveLanguage(lang)
      .then(async () => {
        queryClient.setQueryData<MeResponse>(authKeys.me(), (me) =>
          me?.user ? { user: { ...me.user, language: lang } } : me,
        );
        // In the language just chosen, once its texts are loaded.
        await loadLanguage(lang);
        const tl = i18n.getFixedT(lang);
        notifySuccess(tl('header.mailLanguageSaved', { language: tl(LANGUAGE_KEYS[lang]) }));
      })
      .catch(notifyError);
  };

  const running = useAppRunning();
  // Before the app runs, the button opens the languages drawn below (the page's loader: its
  // own `data-opens`), not the menu's dropdown, which is not drawn yet.
  const beforeApp = running ? {} : { 'data-opens': LANGUAGES_BEFORE_APP };

  const menu = (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px={8}
          aria-label={`${t('header.language')}: ${language.toUpperCase()}`}
          data-testid="language-menu"
          {...beforeApp}
        >
          {/* On a phone, the code alone: the club's name keeps its room beside the bell. */}
          <Box component="span" visibleFrom="xs" mr={6} lh={0}>
            <IconLanguage size={18} aria-hidden />
          </Box>
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => choose(lang)}
            aria-current={lang === language ? 'true' : undefined}
            rightSection={lang === language ? <IconCheck size={14} /> : null}
          >
            {t(LANGUAGE_KEYS[lang])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <Box pos="relative">
      {menu}
      {!running && <LanguagesBeforeApp language={language} />}
    </Box>
  );
}

const LANGUAGES_BEFORE_APP = 'languages-before-app';

/**
 * The languages as links, drawn by the server for the time before the app runs: the page's
 * loader shows them at the first press of the language button (server/src/plugins/after-paint.ts),
 * and a link asks the server for the same page in that language (`?lang=de`), which the app
 * then keeps as the reader's choice (lib/i18n.ts).
 */
function LanguagesBeforeApp({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const to = (lang: Language) => {
    const params = new URLSearchParams(search);
    params.set('lang', lang);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <div id={LANGUAGES_BEFORE_APP} data-before-app="" hidden>
      <ul aria-label={t('header.language')}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={to(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === language ? 'true' : undefined}
            >
              {t(LANGUAGE_KEYS[lang])}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
