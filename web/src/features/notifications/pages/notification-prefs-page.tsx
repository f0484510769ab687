import type { NotificationKind, NotificationPref } from '@club/contracts';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../settings';
import { QueryStates } from '../../../components/query-states';
import { useNotificationPrefs, useUpdateNotificationPrefs } from '../api/prefs';
import { PrefSwitch, type Channel } from '../components/pref-switch';

type Draft = Partial<Record<NotificationKind, { inApp: boolean; email: boolean }>>;

/**
 * member/settings/notifications: the member's choices, per kind, in the portal and by email.
 * The essential kinds' channels and the always-mailed kinds' email are locked on (explained
 * below the table); the rest are switches, saved together with a toast (a refusal: the usual
 * error toast, nothing changed).
 */
export default function NotificationPrefsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications:prefs.title'));
  const prefs = useNotificationPrefs();
  const save = useUpdateNotificationPrefs();
  const [draft, setDraft] = useState<Draft>({});
  const items = prefs.data?.items ?? [];
  const value = (p: NotificationPref) => draft[p.kind] ?? { inApp: p.inApp, email: p.email };
  const changed = items.some((p) => {
    const v = draft[p.kind];
    return v && (v.inApp !== p.inApp || v.email !== p.email);
  });

  const toggle = (p: NotificationPref, channel: Channel, on: boolean) =>
    setDraft((d) => ({ ...d, [p.kind]: { ...value(p), [channel]: on } }));

  const submit = () =>
    save.mutate(
      { items: items.map((p) => ({ kind: p.kind, ...value(p) })) },
      {
        onSuccess: () => {
          setDraft({});
          notifySuccess(t('notifications:prefs.saved'));
        },
      },
    );

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('notifications:prefs.title')}</Title>
        <Text c="dimmed">{t('notifications:prefs.intro')}</Text>
      </div>
      <QueryStates
        query={prefs}
        keepDataOnError
        errorTitle={t('notifications:prefs.failed')}
        loadingLabel={t('notifications:prefs.loading')}
        skeletons={3}
        skeletonHeight={40}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Table aria-label={t('notifications:prefs.tableLabel')} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('notifications:prefs.kind')}</Table.Th>
                  <Table.Th scope="col">{t('notifications:prefs.inApp')}</Table.Th>
                  <Table.Th scope="col">{t('notifications:prefs.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((p) => (
                  <Table.Tr key={p.kind}>
                    <PrefSwitch.Kind pref={p} />
                    {(['inApp', 'email'] as const).map((channel) => (
                      <Table.Td key={channel}>
                        <PrefSwitch
                          pref={p}
                          channel={channel}
                          checked={value(p)[channel]}
                          onChange={(on) => toggle(p, channel, on)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed" id="notification-locked-note">
              {t('notifications:prefs.lockedNote')}
            </Text>
            <Group>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!changed}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('notifications:prefs.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </QueryStates>
    </Stack>
  );
}
