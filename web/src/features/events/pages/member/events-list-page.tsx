import { Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useEventAlbumLinks } from '../../../news';
import { usePublicCategories, usePublicEvents } from '../../api/get-public-events';
import { EventCard } from '../../components/event-card';
import { isUpcoming } from '../../components/labels';

/**
 * member/events/eventsList ("Other Club Events"): the upcoming events, filtered by category
 * (a top category takes in its children) and month, searched by title or venue; each with its
 * prices, places left and booking window, and its whole detail.
 */
export default function EventsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('events:list.title'));
  const f = useClubFormat();
  const { data, isPending } = usePublicEvents();
  const highlightsOf = useEventAlbumLinks('member');
  const { data: tree } = usePublicCategories();
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);

  const upcoming = useMemo(() => {
    const now = new Date();
    return (data?.items ?? []).filter((e) => isUpcoming(e, now));
  }, [data]);
  const months = [...new Set(upcoming.map((e) => f.dayOf(e.startsAt).slice(0, 7)))];
  const categoryIds = (id: number) => {
    const root = tree?.items.find((r) => r.id === id);
    return root ? [root.id, ...root.children.map((c) => c.id)] : [id];
  };
  const q = term.trim().toLowerCase();
  const shown = upcoming.filter(
    (e) =>
      (!category || categoryIds(Number(category)).includes(e.categoryId)) &&
      (!month || f.dayOf(e.startsAt).startsWith(month)) &&
      (!q || e.title.toLowerCase().includes(q) || e.venue.toLowerCase().includes(q)),
  );
  const clear = (field: string) => ({ 'aria-label': t('events:list.clearField', { field }) });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('events:list.title')}</Title>
        <Text c="dimmed">{t('events:list.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('events:list.search')}
          placeholder={t('events:list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        <Select
          label={t('events:list.category')}
          placeholder={t('events:list.all')}
          clearable
          clearButtonProps={clear(t('events:list.category'))}
          data={(tree?.items ?? []).map((r) => ({
            group: r.name,
            items: [
              { value: String(r.id), label: `${r.name} (${t('events:list.all')})` },
              ...r.children.map((c) => ({ value: String(c.id), label: c.name })),
            ],
          }))}
          value={category}
          onChange={setCategory}
        />
        <Select
          label={t('events:list.month')}
          placeholder={t('events:list.all')}
          clearable
          clearButtonProps={clear(t('events:list.month'))}
          data={months.map((m) => ({ value: m, label: f.month(m) }))}
          value={month}
          onChange={setMonth}
        />
      </SimpleGrid>
      {isPending ? (
        <Skeleton h={200} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('events:list.empty')}</Text>
      ) : (
        <>
          <Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('events:list.count', { count: shown.length })}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="events-list">
            {shown.map((e) => (
              <EventCard
                key={e.id}
                event={e}
                showBooking
                headingLevel={2}
                highlightsTo={highlightsOf(e.id)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
