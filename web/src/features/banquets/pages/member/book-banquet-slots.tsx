import {
  slotsOf,
  type BanquetAvailability,
  type BanquetSlot,
  type PublicBanquetHall,
} from '@club/contracts';
import {
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { BookingMonthNav } from '../../../../components/booking-month-nav';
import { HB_SESSION_KEYS, HB_SLOT_KEYS } from '../../components/booking/labels';
import type { BookingDraft, BookingErrors } from './book-banquet-draft';

/**
 * The booking's first card: the month shown, the hall, and the hall's morning and evening
 * sessions of each day of the month (free, taken, gone by); a free session picks its date.
 */
export function BanquetSlots({
  month,
  thisMonth,
  setMonth,
  loading,
  hallsLoaded,
  hallList,
  shownHallId,
  shownSlots,
  d,
  errors,
  set,
  pickSlot,
}: {
  month: string;
  thisMonth: string;
  setMonth(month: string): void;
  loading: boolean;
  hallsLoaded: boolean;
  hallList: PublicBanquetHall[];
  shownHallId: number | null;
  shownSlots: BanquetAvailability['halls'][number] | undefined;
  d: BookingDraft;
  errors: BookingErrors;
  set<K extends keyof BookingDraft>(k: K, v: BookingDraft[K]): void;
  pickSlot(date: string, slot: BanquetSlot): void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const today = fmt.today();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <BookingMonthNav
          month={month}
          thisMonth={thisMonth}
          onChange={setMonth}
          prevLabel={t('banquets:hb.book.prevMonth')}
          nextLabel={t('banquets:hb.book.nextMonth')}
        />
        {loading && <Loader size="sm" aria-label={t('banquets:hb.book.loading')} />}
        {hallsLoaded && hallList.length === 0 && (
          <Text c="dimmed">{t('banquets:hb.book.noHalls')}</Text>
        )}
        {hallList.length > 0 && (
          <Select
            label={t('banquets:hb.book.hall')}
            required
            allowDeselect={false}
            data={hallList.map((h) => ({
              value: String(h.id),
              label: t('banquets:hb.book.hallOption', { name: h.name, count: h.capacity }),
            }))}
            value={shownHallId === null ? null : String(shownHallId)}
            error={errors.hallId}
            onChange={(v) => set('hallId', v ? Number(v) : null)}
          />
        )}
        {shownSlots && (
          <>
            <Title order={3} size="h5">
              {t('banquets:hb.book.availability', {
                hall: hallList.find((h) => h.id === shownHallId)?.name ?? '',
              })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('banquets:hb.book.pickHint')}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 7 }} spacing={6}>
              {shownSlots.dates.map((x) => (
                <Card key={x.date} withBorder padding={6} radius="sm">
                  <Text size="xs" fw={600}>
                    {fmt.date(x.date)}
                  </Text>
                  <Group gap={4} mt={4} wrap="nowrap">
                    {(['morning', 'evening'] as const).map((slot) => {
                      // A day gone by, or today's session once begun (the server says).
                      const past = x.date < today || x[slot] === 'past';
                      const taken = !past && x[slot] === 'taken';
                      const state = past ? 'past' : x[slot];
                      const chosen = d.date === x.date && slotsOf(d.session).includes(slot);
                      return (
                        <UnstyledButton
                          key={slot}
                          disabled={past || taken}
                          onClick={() => pickSlot(x.date, slot)}
                          aria-pressed={chosen}
                          aria-label={t('banquets:hb.book.slotLabel', {
                            session: t(HB_SESSION_KEYS[slot]),
                            date: fmt.date(x.date),
                            state: t(HB_SLOT_KEYS[state]),
                          })}
                          style={{
                            flex: 1,
                            textAlign: 'center',
                            fontSize: 12,
                            padding: '2px 4px',
                            borderRadius: 4,
                            textDecoration: past ? 'line-through' : undefined,
                            cursor: past || taken ? 'not-allowed' : 'pointer',
                            color: past ? 'var(--mantine-color-gray-7)' : '#000',
                            outline: chosen ? '2px solid var(--mantine-color-blue-7)' : undefined,
                            background: past
                              ? 'var(--mantine-color-gray-1)'
                              : taken
                                ? 'var(--mantine-color-red-1)'
                                : 'var(--mantine-color-green-1)',
                          }}
                        >
                          {t(HB_SESSION_KEYS[slot])}
                        </UnstyledButton>
                      );
                    })}
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Card>
  );
}
