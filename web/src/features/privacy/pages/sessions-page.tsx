import type { ActiveSession } from '@club/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../components/query-states';
import { useReadableText } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../settings';
import { useMySessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';
import { describeUserAgent } from '../components/user-agent';

/** A session's browser and system in the reader's words ("Chrome on Windows"). */
function useDeviceName(): (s: ActiveSession) => string {
  const { t } = useTranslation();
  return (s) => {
    const d = describeUserAgent(s.userAgent);
    return t('privacy:sessions.device', {
      browser: d.browser ?? t('privacy:sessions.unknownBrowser'),
      os: d.os ?? t('privacy:sessions.unknownSystem'),
    });
  };
}

/**
 * settings/sessions: the signed-in account's live sessions, the one in use marked "This
 * device"; any other may be signed out, or all of them at once. A session signed out here
 * answers 401 at its next request, and that browser goes to the login page.
 */
export default function SessionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy:sessions.title'));
  const fmt = useClubFormat();
  const readable = useReadableText();
  const sessions = useMySessions();
  const one = useSignOutSession();
  const others = useSignOutOtherSessions();
  const deviceName = useDeviceName();
  const items = sessions.data?.items ?? [];
  const hasOthers = items.some((s) => !s.current);

  const signOutOthers = () =>
    others.mutate(undefined, {
      onSuccess: (r) =>
        notifySuccess(t('privacy:sessions.signedOutOthers', { count: r.signedOut })),
    });

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('privacy:sessions.title')}</Title>
        <Text c="dimmed">{t('privacy:sessions.intro')}</Text>
      </div>
      <QueryStates
        query={sessions}
        errorTitle={t('privacy:sessions.failed')}
        loadingLabel={t('privacy:sessions.loading')}
        skeletons={2}
        skeletonHeight={110}
      >
        <Stack gap="md">
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={signOutOthers}
              loading={others.isPending}
              disabled={!hasOthers}
              styles={{ label: { color: readable('red') } }}
            >
              {t('privacy:sessions.signOutOthers')}
            </Button>
            {!hasOthers && (
              <Text size="sm" c="dimmed">
                {t('privacy:sessions.onlyThis')}
              </Text>
            )}
          </Group>
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            component="ul"
            aria-label={t('privacy:sessions.listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((s) => {
              const name = deviceName(s);
              return (
                <Card component="li" key={s.id} withBorder padding="md" data-session={s.id}>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Group gap="xs" wrap="nowrap">
                        <IconDevices size={20} aria-hidden />
                        <Text fw={600}>{name}</Text>
                      </Group>
                      {s.current && (
                        <Badge
                          color="green"
                          variant="light"
                          styles={{ root: { color: readable('green'), flexShrink: 0 } }}
                        >
                          {t('privacy:sessions.thisDevice')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">
                      <Text span c="dimmed">
                        {t('privacy:sessions.ip')}:{' '}
                      </Text>
                      {s.ip ?? t('privacy:sessions.unknownIp')}
                    </Text>
                    <Text size="sm">
                      <Text span c="dimmed">
                        {t('privacy:sessions.signedIn')}:{' '}
                      </Text>
                      {fmt.dateTime(s.createdAt)}
                    </Text>
                    <Text size="sm">
                      <Text span c="dimmed">
                        {t('privacy:sessions.lastActive')}:{' '}
                      </Text>
                      {fmt.dateTime(s.lastSeenAt)}
                    </Text>
                    {!s.current && (
                      <Group>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconLogout size={14} aria-hidden />}
                          aria-label={t('privacy:sessions.signOutLabel', {
                            device: name,
                            when: fmt.dateTime(s.lastSeenAt),
                          })}
                          loading={one.isPending && one.variables === s.id}
                          onClick={() =>
                            one.mutate(s.id, {
                              onSuccess: () => notifySuccess(t('privacy:sessions.signedOut')),
                            })
                          }
                        >
                          {t('privacy:sessions.signOut')}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      </QueryStates>
    </Stack>
  );
}
