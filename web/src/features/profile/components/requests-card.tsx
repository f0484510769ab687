import type { MyProfile, ProfileRequest } from '@club/contracts';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useWithdrawRequest } from '../api/my-profile';
import { KIND_KEYS, REQUEST_STATUS_FAMILY, useChangeText } from './labels';

/** The member's requests to the office: pending first (each may be withdrawn), then decided. */
export function RequestsCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const changeText = useChangeText();
  const withdraw = useWithdrawRequest();
  const what = (r: ProfileRequest) => `${t(KIND_KEYS[r.kind])}: ${changeText(r)}`;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-requests-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-requests-title">
          {t('profile:requests.title')}
        </Title>
        {profile.requests.length === 0 ? (
          <Text size="sm">{t('profile:requests.none')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" aria-labelledby="profile-requests-title">
            {profile.requests.map((r) => (
              <List.Item key={r.id} data-testid={`request-${r.id}`}>
                <Group gap="xs" justify="space-between" wrap="wrap" align="flex-start">
                  <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text fw={500}>{t(KIND_KEYS[r.kind])}</Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {changeText(r)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.decidedAt
                        ? t('profile:requests.decided', { date: fmt.dateTime(r.decidedAt) })
                        : t('profile:requests.asked', { date: fmt.dateTime(r.createdAt) })}
                    </Text>
                    {r.reason && (
                      <Text size="sm">{t('profile:requests.reason', { reason: r.reason })}</Text>
                    )}
                  </div>
                  <Group gap="xs">
                    <StatusBadge family={REQUEST_STATUS_FAMILY} status={r.status} />
                    {r.status === 'Pending' && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={withdraw.isPending && withdraw.variables === r.id}
                        aria-label={t('profile:requests.withdrawOne', { what: what(r) })}
                        onClick={() =>
                          withdraw.mutate(r.id, {
                            onSuccess: () => notifySuccess(t('profile:requests.withdrawn')),
                          })
                        }
                      >
                        {t('profile:requests.withdraw')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
