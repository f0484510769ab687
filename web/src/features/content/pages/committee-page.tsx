import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommittee } from '../api/get-committee';
import { PageView } from '../components/page-view';
import { initialsOf } from '../../../lib/initials';
import { imageSrc } from '../site-map';

export default function CommitteePage() {
  const { t } = useTranslation();
  const { data, isPending } = useCommittee();
  return (
    <PageView slug="committemembers">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('content:committee.heading')}
        </Title>
        {isPending ? (
          <Skeleton h={160} />
        ) : !data?.length ? (
          <Text c="dimmed">{t('content:committee.empty')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 4 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.map((m) => (
              <Card component="li" key={m.id} withBorder padding="md">
                <Group wrap="nowrap" gap="sm">
                  <Avatar
                    src={m.photoUrl ? imageSrc(m.photoUrl) : null}
                    name={m.name}
                    color="initials"
                    size={56}
                    radius="xl"
                    alt=""
                  >
                    {initialsOf(m.name)}
                  </Avatar>
                  <div>
                    <Text fw={700}>{m.name}</Text>
                    <Text size="sm">{m.position}</Text>
                    {m.term && (
                      <Text size="xs" c="dimmed">
                        {t('content:committee.term', { term: m.term })}
                      </Text>
                    )}
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageView>
  );
}
