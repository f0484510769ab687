import { LANGUAGES, type Language } from '@club/contracts/core';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setLanguage as saveLanguage, useCurrentUser } from '../../features/auth';
import { isLanguage } from '../../lib/i18n';
import { useLangStore } from '../../lib/lang-store';
import { LANGUAGE_KEYS } from '../../lib/text-keys';

/** EN/ES/DE switch: persisted in the 'lang' store; signed-in users' mails follow it too. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const stored = useLangStore((s) => s.language);
  const resolved = i18n.resolvedLanguage;
  const language: Language = isLanguage(resolved) ? resolved : stored;
  const setLanguage = useLangStore((s) => s.setLanguage);
  const signedIn = useCurrentUser() !== null;

  const choose = (lang: Language) => {
    if (lang === language) return;
    setLanguage(lang);
    if (signedIn) void saveLanguage(lang).catch(() => undefined);
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px={8}
          aria-label={`${t('header.language')}: ${language.toUpperCase()}`}
          data-testid="language-menu"
          leftSection={<IconLanguage size={18} />}
        >
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
}
