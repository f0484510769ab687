import type { ClubCalendarItem, PageSummary } from '@club/contracts';
import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../components/query-states';
import { PAGE_TITLE_KEYS, usePages } from '../../content';
import { useClubSettings, usePageTitle } from '../../settings';
import { useClubCalendar } from '../api/club-calendar';
import { useWhen } from '../components/item-details';
import { KIND_COLOURS, KIND_KEYS } from '../components/kinds';
import { addDays, clubNowAsUtc, wallOf } from '../components/wall-clock';

/** How many days ahead the screen lists closures and special timings (today included). */
const DAYS_AHEAD = 8;

/** Whether an item covers the club day `day` ('YYYY-MM-DD'). */
const onDay = (item: ClubCalendarItem, day: string) =>
  item.start.slice(0, 10) <= day && (item.allDay ? item.end > day : item.end > `${day}T00:00`);

const isNotice = (item: ClubCalendarItem) => item.kind === 'closure' || item.kind === 'timing';

/**
 * Facilities Timings (SPEC.md §2 menu): every facility's regular timings as the editors keep
 * them on its page, and the club calendar's closures and special timings of today and the
 * next seven days, so a closure the office adds (or drags onto today) shows here at once.
 */
export default function FacilitiesTimingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('calendar:timings.title'));
  const timeZone = useClubSettings().data?.timeZone ?? 'Asia/Kolkata';
  const today = wallOf(clubNowAsUtc(timeZone), true);
  const pages = usePages('facilities');
  const calendar = useClubCalendar({ startStr: today, endStr: addDays(today, DAYS_AHEAD) });
  const notices = (calendar.data ?? []).filter(isNotice);
  const todays = notices.filter((i) => onDay(i, today));
  const when = useWhen();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('calendar:timings.title')}</Title>
        <Text c="dimmed">{t('calendar:timings.intro')}</Text>
      </div>

      <Card withBorder data-testid="timings-today">
        <Title order={2} size="h4" mb="xs">
          {t('calendar:timings.today')}
        </Title>
        <QueryStates query={calendar} skeletons={1} skeletonHeight={40}>
          {todays.length === 0 ? (
            <Text size="sm">{t('calendar:timings.noneToday')}</Text>
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {todays.map((item) => (
                <List.Item key={item.id}>
                  <Notice item={item} when={when(item)} />
                </List.Item>
              ))}
            </List>
          )}
        </QueryStates>
      </Card>

      <QueryStates query={pages} skeletons={4}>
        <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="facility-timings">
          {(pages.data ?? []).map((page) => (
            <FacilityCard
              key={page.slug}
              page={page}
              notices={notices.filter((n) => n.facility === page.slug)}
              today={today}
              when={when}
            />
          ))}
        </SimpleGrid>
      </QueryStates>
    </Stack>
  );
}

function Notice({ item, when }: { item: ClubCalendarItem; when: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color={KIND_COLOURS[item.kind]} variant="filled" radius="sm" tt="none">
        {t(KIND_KEYS[item.kind])}
      </Badge>
      <div>
        <Text size="sm" fw={600}>
          {item.facility &&
            `${t(PAGE_TITLE_KEYS[item.facility as keyof typeof PAGE_TITLE_KEYS])}: `}
          {item.title}
        </Text>
        <Text size="sm">{when}</Text>
      </div>
    </Group>
  );
}

function FacilityCard({
  page,
  notices,
  today,
  when,
}: {
  page: PageSummary;
  notices: ClubCalendarItem[];
  today: string;
  when: (item: ClubCalendarItem) => string;
}) {
  const { t } = useTranslation();
  const closedToday = notices.some((n) => n.kind === 'closure' && onDay(n, today));
  const headingId = `facility-${page.slug}`;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={headingId}
      data-testid={`facility-${page.slug}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {page.title}
        </Title>
        {closedToday && (
          <Badge color={KIND_COLOURS.closure} variant="filled" tt="none">
            {t('calendar:timings.closedToday')}
          </Badge>
        )}
      </Group>
      {page.timings.length === 0 ? (
        <Text size="sm">{t('calendar:timings.noTimings')}</Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {page.timings.map((timing) => (
              <Table.Tr key={`${timing.label}-${timing.value}`}>
                <Table.Th scope="row" fw={500}>
                  <Group gap={4} wrap="nowrap">
                    <IconClock size={14} aria-hidden />
                    {timing.label}
                  </Group>
                </Table.Th>
                <Table.Td>{timing.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {notices.length > 0 && (
        <Stack
          gap={6}
          mt="sm"
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap={6}>
            <IconAlertTriangle size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {t('calendar:timings.coming')}
            </Text>
          </Group>
          {notices.map((n) => (
            <Notice key={n.id} item={n} when={when(n)} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
