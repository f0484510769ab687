import type { MyProfile } from '@club/contracts';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadableText } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useRequestChange } from '../api/my-profile';
import { RELATION_KEYS } from './labels';
import { WRAPPING_BUTTON } from './wrapping';

/**
 * The member's family on record (read-only: the office keeps it), with the additions and
 * removals waiting for the office's approval marked; the member asks to add a dependent or to
 * remove one.
 */
export function FamilyCard({ profile, onAdd }: { profile: MyProfile; onAdd(): void }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const ask = useRequestChange();
  const readable = useReadableText();
  const pending = profile.requests.filter((r) => r.status === 'Pending');
  const removing = new Set(
    pending.filter((r) => r.kind === 'remove_dependent').map((r) => r.change.familyId),
  );
  const adding = pending.filter((r) => r.kind === 'add_dependent');

  const askRemoval = (familyId: number, name: string) =>
    ask.mutate(
      { kind: 'remove_dependent', familyId },
      { onSuccess: () => notifySuccess(t('profile:family.removeAsked', { name })) },
    );

  const born = (d: string | null | undefined) =>
    d ? t('profile:family.born', { date: fmt.date(d) }) : null;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-family-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="profile-family-title">
            {t('profile:family.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile:family.intro')}
          </Text>
        </div>
        {profile.family.length === 0 && adding.length === 0 ? (
          <Text size="sm">{t('profile:family.none')}</Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-labelledby="profile-family-title">
            {profile.family.map((f) => (
              <List.Item key={f.id}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={500}>{f.name}</Text>
                    <Text size="sm" c="dimmed">
                      {[t(RELATION_KEYS[f.relation]), born(f.dateOfBirth)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                  {removing.has(f.id) ? (
                    <Badge variant="light" color="yellow" c={readable('yellow')}>
                      {t('profile:family.pendingRemove')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      styles={WRAPPING_BUTTON}
                      loading={ask.isPending && ask.variables?.kind === 'remove_dependent'}
                      onClick={() => askRemoval(f.id, f.name)}
                    >
                      {t('profile:family.remove', { name: f.name })}
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
            {adding.map((r) => (
              <List.Item key={`r${r.id}`}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={500}>{r.change.name}</Text>
                    <Text size="sm" c="dimmed">
                      {[
                        r.change.relation ? t(RELATION_KEYS[r.change.relation]) : null,
                        born(r.change.dateOfBirth),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                  <Badge variant="light" color="yellow" c={readable('yellow')}>
                    {t('profile:family.pendingAdd')}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button
            variant="light"
            styles={WRAPPING_BUTTON}
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={onAdd}
          >
            {t('profile:family.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
