import { LANGUAGES, type Language } from '@club/contracts/core';
import type { MeResponse } from '@club/contracts';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authKeys, setLanguage as saveLanguage, useCurrentUser } from '../../features/auth';
import { isLanguage, loadLanguage } from '../../lib/i18n';
import { notifyError, notifySuccess, showToast } from '../../lib/notify';
import { useLangStore } from '../../lib/lang-store';
import { LANGUAGE_KEYS } from '../../lib/text-keys';

/**
 * EN/ES/DE switch, persisted in the 'lang' store. A signed-in user's mails keep their own
 * language: when the two differ, a toast offers to send the mails in the new language too.
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
    // In the language just chosen, once its texts are loaded (this render's t speaks the old one).
    void loadLanguage(lang).then(() => offerMailLanguage(user.language, lang));
  };

  const offerMailLanguage = (current: Language, lang: Language) => {
    const tl = i18n.getFixedT(lang);
    const id = showToast({
      color: 'blue',
      withCloseButton: true,
      autoClose: 15_000,
      title: tl('header.mailLanguageTitle'),
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">
            {tl('header.mailLanguageText', { current: tl(LANGUAGE_KEYS[current]) })}
          </Text>
          <Button
            size="compact-sm"
            onClick={() => {
              notifications.hide(id);
              saveLanguage(lang)
                .then(() => {
                  queryClient.setQueryData<MeResponse>(authKeys.me(), (me) =>
                    me?.user ? { user: { ...me.user, language: lang } } : me,
                  );
                  notifySuccess(
                    tl('header.mailLanguageSaved', { language: tl(LANGUAGE_KEYS[lang]) }),
                  );
                })
                .catch(notifyError);
            }}
          >
            {tl('header.mailLanguageAction', { language: tl(LANGUAGE_KEYS[lang]) })}
          </Button>
        </Stack>
      ),
    });
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
