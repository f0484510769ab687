import {
  FNB_DIETS,
  FNB_OUTLETS,
  formatAmountInput,
  normalizeAmount,
  parseMajorToMinor,
  type FnbDiet,
  type FnbOutlet,
} from '@club/contracts';
import {
  Button,
  Card,
  Collapse,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoneyInput, useAmountLocale } from '../../../../components/money-input';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useMemberItems } from '../../api/get-member-items';
import { useMemberMenu } from '../../api/get-member-menu';
import type { MenuFilter } from '../../api/keys';
import { ItemGrid } from '../../components/member/item-grid';
import { MenuLoadState } from '../../components/member/menu-load-state';
import { OrderingNav } from '../../components/member/ordering-nav';
import { DIET_FILTER_KEYS, useMenuFormat } from '../../components/member/use-menu-format';

/** A search applies from 2 letters on (SPEC.md §5). */
const MIN_TERM = 2;
const ANY = '';

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const priceParam = (value: string | null) => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100_000 ? n : undefined;
};
/** A price of the address ("400", "400.5") as the reader types it ("400", "400,50"). */
const priceText = (value: string | null, locale: string) => {
  const minor = parseMajorToMinor(value ?? '');
  if (minor === null) return '';
  return minor % 100 === 0 ? String(minor / 100) : formatAmountInput(minor, locale);
};
const isOutlet = (v: string | null): v is FnbOutlet =>
  (FNB_OUTLETS as readonly string[]).includes(v ?? '');
const isDiet = (v: string | null): v is FnbDiet =>
  (FNB_DIETS as readonly string[]).includes(v ?? '');

/**
 * member/foodordering/filters: the whole menu of both outlets, searchable and filtered by
 * outlet, category, sub-category, veg or non-veg, price range and what can be ordered now.
 * The filters live in the address, so a filtered menu can be reloaded or shared.
 */
export default function FiltersPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:member.filters.title'));
  const f = useMenuFormat();
  const [params, setParams] = useSearchParams();
  const menu = useMemberMenu();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();

  const outlet = isOutlet(params.get('outlet')) ? (params.get('outlet') as FnbOutlet) : undefined;
  const diet = isDiet(params.get('diet')) ? (params.get('diet') as FnbDiet) : undefined;
  const categories = (menu.data?.categories ?? []).filter((c) => !outlet || c.outlet === outlet);
  const category = categories.find((c) => c.id === idParam(params.get('category')));
  const sub = category?.subCategories.find((s) => s.id === idParam(params.get('sub')));
  const orderableOnly = params.get('now') === '1';

  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  // Typing goes to the address (and the server) once it pauses.
  const [term, setTerm] = useState(params.get('term') ?? '');
  const locale = useAmountLocale();
  const { currency } = useClubFormat();
  const [minText, setMinText] = useState(() => priceText(params.get('min'), locale));
  const [maxText, setMaxText] = useState(() => priceText(params.get('max'), locale));
  // Prices typed in the reader's format ("1.234,50") go to the address plain ("1234.50").
  const minPlain = normalizeAmount(minText, locale);
  const maxPlain = normalizeAmount(maxText, locale);
  const badPrice = (text: string, plain: string | null) =>
    text.trim() !== '' && plain === null ? t('validation.amountFormat') : undefined;
  const [typed] = useDebouncedValue(JSON.stringify([term.trim(), minPlain, maxPlain]), 350);
  useEffect(() => {
    const [t0, lo, hi] = JSON.parse(typed) as [string, string | null, string | null];
    update({ term: t0, min: lo ?? undefined, max: hi ?? undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const min = priceParam(params.get('min'));
  const max = priceParam(params.get('max'));
  const priceOrderBad = min !== undefined && max !== undefined && min > max;
  const sentTerm = (params.get('term') ?? '').trim();

  const filter: MenuFilter = {
    outlet,
    categoryId: category?.id,
    subCategoryId: sub?.id,
    diet,
    minPrice: priceOrderBad ? undefined : min,
    maxPrice: priceOrderBad ? undefined : max,
    term: sentTerm.length >= MIN_TERM ? sentTerm : undefined,
  };
  const items = useMemberItems(filter);
  const shown = (items.data?.items ?? []).filter((i) => !orderableOnly || i.unavailable === null);

  const active = [outlet, category, sub, diet, min, max, orderableOnly || undefined].filter(
    (v) => v !== undefined,
  ).length;

  const reset = () => {
    setTerm('');
    setMinText('');
    setMaxText('');
    setParams({}, { replace: true });
  };

  const filters = (
    <Stack gap="sm">
      <Select
        label={t('fnb:member.filters.outlet')}
        data={[
          { value: ANY, label: t('fnb:member.filters.anyOutlet') },
          ...FNB_OUTLETS.map((o) => ({ value: o, label: f.outletName(o) })),
        ]}
        value={outlet ?? ANY}
        onChange={(v) => update({ outlet: v ?? undefined, category: undefined, sub: undefined })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('fnb:member.filters.category')}
        data={[
          { value: ANY, label: t('fnb:member.filters.anyCategory') },
          ...categories.map((c) => ({
            value: String(c.id),
            label: outlet ? c.name : `${c.name} (${f.outletName(c.outlet)})`,
          })),
        ]}
        value={category ? String(category.id) : ANY}
        onChange={(v) => update({ category: v ?? undefined, sub: undefined })}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {category && category.subCategories.length > 0 && (
        <Select
          label={t('fnb:member.filters.subCategory')}
          data={[
            { value: ANY, label: t('fnb:member.filters.anySubCategory') },
            ...category.subCategories.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={sub ? String(sub.id) : ANY}
          onChange={(v) => update({ sub: v ?? undefined })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${panelId}-diet`}>
          {t('fnb:member.filters.diet')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${panelId}-diet`}
          fullWidth
          value={diet ?? 'all'}
          onChange={(v) => update({ diet: v === 'all' ? undefined : v })}
          data={(['all', ...FNB_DIETS] as const).map((d) => ({
            value: d,
            label: t(DIET_FILTER_KEYS[d]),
          }))}
        />
      </Stack>
      <Group grow gap="xs" align="flex-start">
        <MoneyInput
          label={t('fnb:member.filters.minPrice')}
          currency={currency}
          value={minText}
          onChange={(e) => setMinText(e.currentTarget.value)}
          error={badPrice(minText, minPlain)}
        />
        <MoneyInput
          label={t('fnb:member.filters.maxPrice')}
          currency={currency}
          value={maxText}
          onChange={(e) => setMaxText(e.currentTarget.value)}
          error={
            badPrice(maxText, maxPlain) ??
            (priceOrderBad ? t('fnb:member.filters.priceOrder') : undefined)
          }
        />
      </Group>
      <Switch
        label={t('fnb:member.filters.orderableOnly')}
        checked={orderableOnly}
        onChange={(e) => update({ now: e.currentTarget.checked ? '1' : undefined })}
      />
      <Button variant="default" onClick={reset} disabled={active === 0 && term === ''}>
        {t('fnb:member.filters.reset')}
      </Button>
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('fnb:member.filters.title')}</Title>
      <OrderingNav />
      <Group gap="xs" align="flex-end" wrap="nowrap" role="search">
        <TextInput
          label={t('fnb:member.filters.term')}
          description={t('fnb:member.filters.termHint')}
          placeholder={t('fnb:member.quickSearchPlaceholder')}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          type="search"
          style={{ flex: 1, maxWidth: 520 }}
        />
        {!wide && (
          <Button
            variant="light"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={panelId}
            leftSection={<IconAdjustmentsHorizontal size={18} />}
          >
            {active > 0
              ? t('fnb:member.filters.showCount', { count: active })
              : t('fnb:member.filters.show')}
          </Button>
        )}
      </Group>
      <MenuLoadState
        error={items.error ?? menu.error}
        hasData={items.data !== undefined}
        onRetry={() => void Promise.all([menu.refetch(), items.refetch()])}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          {wide ? (
            <Card withBorder padding="md" id={panelId}>
              {filters}
            </Card>
          ) : (
            <Collapse in={opened} id={panelId}>
              <Card withBorder padding="md">
                {filters}
              </Card>
            </Collapse>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm">
            <Text role="status" aria-live="polite" fw={500} data-testid="results-count">
              {items.data ? t('fnb:member.filters.results', { count: shown.length }) : ''}
            </Text>
            {items.isPending ? (
              <Skeleton h={320} />
            ) : shown.length === 0 ? (
              <Text c="dimmed">{t('fnb:member.filters.empty')}</Text>
            ) : (
              <ItemGrid
                items={shown}
                outlets={menu.data?.outlets}
                label={t('fnb:member.filters.resultsLabel')}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
