import type { PublicBanquetPackage, PublicBanquetPackages } from '@club/contracts';
import { Button, Card, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import type { BookingDraft, BookingErrors } from './book-banquet-draft';

/** The booking's menu: a package, the dishes of each course within its limit, the add-ons. */
export function BanquetMenu({
  packagesLoaded,
  pkgs,
  pkg,
  addons,
  d,
  errors,
  set,
  choosePackage,
  toggleDish,
  onBack,
  onNext,
}: {
  packagesLoaded: boolean;
  pkgs: PublicBanquetPackage[];
  pkg: PublicBanquetPackage | null;
  addons: PublicBanquetPackages['addons'];
  d: BookingDraft;
  errors: BookingErrors;
  set<K extends keyof BookingDraft>(k: K, v: BookingDraft[K]): void;
  choosePackage(id: number): void;
  toggleDish(courseDishIds: number[], chosen: string[]): void;
  onBack(): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  return (
    <Card withBorder padding="md" mt="md">
      <Stack gap="md">
        {packagesLoaded && pkgs.length === 0 && (
          <Text c="dimmed">{t('banquets:hb.book.noPackages')}</Text>
        )}
        <Radio.Group
          label={t('banquets:hb.book.package')}
          required
          value={d.packageId === null ? '' : String(d.packageId)}
          onChange={(v) => choosePackage(Number(v))}
          error={errors.packageId}
        >
          <Stack gap={6} mt="xs">
            {pkgs.map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                label={t('banquets:hb.book.packageOption', {
                  name: p.name,
                  price: fmt.money(p.costPerGuest),
                })}
                description={p.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {pkg?.courses
          .filter((c) => c.choose > 0)
          .map((c) => {
            const ids = c.dishes.map((x) => x.id);
            const chosen = d.dishIds.filter((id) => ids.includes(id));
            return (
              <Checkbox.Group
                key={c.courseId}
                label={t('banquets:hb.book.chooseUpTo', { course: c.name, count: c.choose })}
                value={chosen.map(String)}
                onChange={(v) => toggleDish(ids, v)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} mt="xs">
                  {c.dishes.map((x) => (
                    <Checkbox
                      key={x.id}
                      value={String(x.id)}
                      label={x.name}
                      disabled={!chosen.includes(x.id) && chosen.length >= c.choose}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            );
          })}
        {pkg && addons.length > 0 && (
          <Checkbox.Group
            label={t('banquets:hb.book.addons')}
            value={d.addonIds.map(String)}
            onChange={(v) => set('addonIds', v.map(Number))}
          >
            <Stack gap={6} mt="xs">
              {addons.map((a) => (
                <Checkbox
                  key={a.id}
                  value={String(a.id)}
                  label={t(
                    a.pricing === 'per_guest'
                      ? 'banquets:hb.book.addonPerGuest'
                      : 'banquets:hb.book.addonFlat',
                    { name: a.name, price: fmt.money(a.price) },
                  )}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('banquets:hb.book.back')}
          </Button>
          <Button onClick={onNext}>{t('banquets:hb.book.next')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
