import type { DirectoryEntry } from '@club/contracts';
import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/list-pager';
import { listedPhotoUrl } from '../api/paths';
import { FIELD_KEYS, SPORT_KEYS, TYPE_KEYS } from './labels';

/** One listed member: name, photo, membership type, sports, and the fields they share. */
export function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation();
  const initials = entry.name
    .split(' ')
    .filter((w) => /^[A-Z]/.test(w))
    .slice(-2)
    .map((w) => w[0])
    .join('');
  return (
    <ListCard
      headingId={`directory-${entry.id}`}
      title={entry.name}
      testId="directory-card"
      data={{ 'data-member': entry.id }}
      aside={
        <Avatar
          src={entry.hasPhoto ? listedPhotoUrl(entry.id) : null}
          alt={entry.hasPhoto ? t('directory:list.photoOf', { name: entry.name }) : ''}
          radius="xl"
          size="lg"
          color="gray"
        >
          {initials}
        </Avatar>
      }
    >
      <Text size="sm">
        {t(TYPE_KEYS[entry.membershipType])}
        {entry.sports.length > 0 && ` · ${entry.sports.map((s) => t(SPORT_KEYS[s])).join(', ')}`}
      </Text>
      <Group gap="md" wrap="wrap">
        {entry.email !== undefined && (
          <Text size="sm">
            {t(FIELD_KEYS.email)}:{' '}
            <Anchor size="sm" href={`mailto:${entry.email}`}>
              {entry.email}
            </Anchor>
          </Text>
        )}
        {entry.mobile !== undefined && (
          <Text size="sm">
            {t(FIELD_KEYS.mobile)}:{' '}
            <Anchor size="sm" href={`tel:${entry.mobile.replace(/\s/g, '')}`}>
              {entry.mobile}
            </Anchor>
          </Text>
        )}
        {entry.address !== undefined && (
          <Text size="sm">
            {t(FIELD_KEYS.address)}: {entry.address}
          </Text>
        )}
        {entry.email === undefined && entry.mobile === undefined && entry.address === undefined && (
          <Text size="sm" c="dimmed">
            {t('directory:list.noContact')}
          </Text>
        )}
      </Group>
    </ListCard>
  );
}
