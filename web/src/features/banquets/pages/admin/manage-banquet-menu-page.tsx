import type { BanquetAddon, BanquetPackage } from '@club/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useAddons, useCourses, usePackages } from '../../api/get-admin';
import { useDeleteAddon, useDeletePackage } from '../../api/mutations';
import { AddonFormModal } from '../../components/admin/addon-form';
import { BanquetMenuNav } from '../../components/admin/banquet-menu-nav';
import { PackageFormModal } from '../../components/admin/package-form';
import { RowActions } from '../../components/admin/row-actions';
import { BANQUET_DELETE_TEXTS } from '../../components/admin/form-texts';
import { PACKAGE_TYPE_KEYS, PRICING_KEYS } from '../../components/labels';

/**
 * banquet/ManageBanquetMenu, "Manage Banquet Menu": the menu packages priced per guest with
 * how many dishes a guest list chooses from each course, and the add-ons.
 */
export default function ManageBanquetMenuPage() {
  const { t } = useTranslation();
  const f = useClubFormat();
  usePageTitle(t('banquets:menu.title'));
  const packages = usePackages();
  const courses = useCourses();
  const addons = useAddons();
  const delPackage = useDelete(useDeletePackage(), BANQUET_DELETE_TEXTS);
  const delAddon = useDelete(useDeleteAddon(), BANQUET_DELETE_TEXTS);
  const [pkgForm, setPkgForm] = useState<{ pkg: BanquetPackage | null } | null>(null);
  const [addonForm, setAddonForm] = useState<{ addon: BanquetAddon | null } | null>(null);
  const pkgs = packages.data?.items ?? [];
  const packageName = (id: number | null) =>
    id === null ? t('banquets:menu.allPackages') : (pkgs.find((p) => p.id === id)?.name ?? '');

  return (
    <Stack gap="md">
      <BanquetMenuNav />
      <div>
        <Title order={1}>{t('banquets:menu.title')}</Title>
        <Text c="dimmed">{t('banquets:menu.intro')}</Text>
      </div>

      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('banquets:menu.packages')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setPkgForm({ pkg: null })}
          disabled={!courses.data}
        >
          {t('banquets:menu.addPackage')}
        </Button>
      </Group>
      {packages.isPending && <Skeleton h={120} />}
      {pkgs.length === 0 && !packages.isPending && (
        <Text c="dimmed">{t('banquets:common.none')}</Text>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {pkgs.map((p) => (
          <Card key={p.id} withBorder component="li" padding="md" aria-label={p.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h4">
                  {p.name}
                </Title>
                <RowActions
                  name={p.name}
                  onEdit={() => setPkgForm({ pkg: p })}
                  onDelete={() => delPackage.ask(p.id, p.name)}
                />
              </Group>
              <Group gap="xs">
                <Badge variant="filled" color={p.type === 'veg' ? 'teal.9' : 'red.9'}>
                  {t(PACKAGE_TYPE_KEYS[p.type])}
                </Badge>
                {!p.active && (
                  <Badge variant="filled" color="gray.7">
                    {t('banquets:common.inactive')}
                  </Badge>
                )}
              </Group>
              <Text fw={500}>
                {t('banquets:public.perGuest', { amount: f.money(p.costPerGuest) })}
              </Text>
              <Text size="sm" c="dimmed">
                {p.courses
                  .map((c) => t('banquets:menu.limits', { course: c.name, count: c.choose }))
                  .join(' · ')}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Group justify="space-between" mt="md">
        <Title order={2} size="h3">
          {t('banquets:menu.addons')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAddonForm({ addon: null })}
        >
          {t('banquets:menu.addAddon')}
        </Button>
      </Group>
      {addons.data?.items.length === 0 && <Text c="dimmed">{t('banquets:common.none')}</Text>}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {addons.data?.items.map((a) => (
          <Group
            key={a.id}
            component="li"
            aria-label={a.name}
            justify="space-between"
            wrap="nowrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <div>
              <Text fw={500} size="sm">
                {a.name}
                {!a.active && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t('banquets:common.inactive')})
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t('banquets:menu.addonPackage')}: {packageName(a.packageId)} · {f.money(a.price)}{' '}
                {t(PRICING_KEYS[a.pricing])}
              </Text>
            </div>
            <RowActions
              name={a.name}
              onEdit={() => setAddonForm({ addon: a })}
              onDelete={() => delAddon.ask(a.id, a.name)}
            />
          </Group>
        ))}
      </Stack>

      <PackageFormModal
        opened={pkgForm !== null}
        pkg={pkgForm?.pkg ?? null}
        courses={courses.data?.items ?? []}
        onClose={() => setPkgForm(null)}
      />
      <AddonFormModal
        opened={addonForm !== null}
        addon={addonForm?.addon ?? null}
        packages={pkgs}
        onClose={() => setAddonForm(null)}
      />
      <ConfirmDelete {...delPackage.dialog} />
      <ConfirmDelete {...delAddon.dialog} />
    </Stack>
  );
}
