import type { MeResponse } from '@club/contracts';
import { LANGUAGES, type Language } from '@club/contracts/core';
import { Anchor, Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useLangStore } from '../../../lib/lang-store';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { LANGUAGE_KEYS } from '../../../lib/text-keys';
import { authKeys, setLanguage, useCurrentUser } from '../../auth';
import { usePageTitle } from '../../settings';

const ROLE_KEYS = {
  A: 'profile:staff.role_A',
  U: 'profile:staff.role_U',
  E: 'profile:staff.role_E',
} as const;

/**
 * A staff user's own profile: their name, code, e-mail and role as the office keeps them
 * (read-only), the language of the portal and their mails, and the way to change the password.
 */
export function StaffProfile() {
  const { t } = useTranslation();
  usePageTitle(t('profile:title'));
  const user = useCurrentUser();
  const qc = useQueryClient();
  const setStored = useLangStore((s) => s.setLanguage);
  if (!user) return null;
  const role = user.roles.find((r): r is keyof typeof ROLE_KEYS => r in ROLE_KEYS);

  const choose = (lang: Language) => {
    if (lang === user.language) return;
    setLanguage(lang)
      .then(() => {
        setStored(lang);
        qc.setQueryData<MeResponse>(authKeys.me(), (me) =>
          me?.user ? { user: { ...me.user, language: lang } } : me,
        );
        notifySuccess(t('profile:staff.languageSaved'));
      })
      .catch(notifyError);
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('profile:title')}</Title>
        <Text c="dimmed">{t('profile:staff.intro')}</Text>
      </div>
      <Card withBorder padding="lg" component="section" aria-labelledby="staff-profile-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="staff-profile-title">
            {user.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0}>
            {[
              [t('profile:staff.code'), user.code],
              [t('profile:staff.email'), user.email ?? '—'],
              [t('profile:staff.role'), role ? t(ROLE_KEYS[role]) : '—'],
            ].map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Select
            label={t('profile:staff.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(LANGUAGE_KEYS[l]) }))}
            value={user.language}
            allowDeselect={false}
            onChange={(v) => v && choose(v as Language)}
            maw={320}
          />
          <Anchor component={Link} to={PATHS.changePassword}>
            {t('profile:more.changePassword')}
          </Anchor>
          <Anchor component={Link} to={PATHS.sessions}>
            {t('profile:more.sessions')}
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
