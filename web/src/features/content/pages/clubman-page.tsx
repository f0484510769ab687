import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBook2, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClubFormat, usePageTitle } from '../../settings';
import { issueFileUrl, useMagazine } from '../api/get-magazine';

/** /member/clubman: the current issue of the club magazine and the archive. */
export default function ClubmanPage() {
  const { t } = useTranslation();
  usePageTitle(t('content:clubman.title'));
  const fmt = useClubFormat();
  /** An issue is of its month ("March 2026"). */
  const issueMonth = (issueDate: string) => fmt.month(issueDate.slice(0, 7));
  const { data, isPending, isError } = useMagazine();
  const [current, ...archive] = data ?? [];
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>{t('content:clubman.title')}</Title>
        <Text c="dimmed">{t('content:clubman.intro')}</Text>
      </div>
      {isPending ? (
        <Skeleton h={160} />
      ) : isError ? (
        <Alert color="red">{t('content:loadError')}</Alert>
      ) : !current ? (
        <Text c="dimmed">{t('content:clubman.empty')}</Text>
      ) : (
        <>
          <Card withBorder padding="lg">
            <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
              {t('content:clubman.current')}
            </Text>
            <Group justify="space-between" mt="xs" wrap="wrap">
              <div>
                <Title order={2} size="h3">
                  {current.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('content:clubman.issueOf', { date: issueMonth(current.issueDate) })}
                </Text>
              </div>
              <Button
                component="a"
                href={issueFileUrl(current.id)}
                target="_blank"
                rel="noopener"
                leftSection={<IconBook2 size={18} aria-hidden />}
              >
                {t('content:clubman.read')}
              </Button>
            </Group>
          </Card>
          {archive.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('content:clubman.archive')}
              </Title>
              <Table striped>
                <Table.Tbody>
                  {archive.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>
                        <Text fw={500}>{i.title}</Text>
                        <Text size="xs" c="dimmed">
                          {issueMonth(i.issueDate)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          component="a"
                          href={issueFileUrl(i.id)}
                          target="_blank"
                          rel="noopener"
                          variant="default"
                          size="xs"
                          leftSection={<IconFileTypePdf size={16} aria-hidden />}
                          aria-label={`${t('content:clubman.read')}: ${i.title}`}
                        >
                          {t('content:clubman.read')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
