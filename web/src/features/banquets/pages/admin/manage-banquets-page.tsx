import type { BanquetHall } from '@club/contracts';
import {
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { imageSrc } from '../../../content';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useHalls } from '../../api/get-admin';
import { useDeleteHall, useSetHallActive } from '../../api/mutations';
import { HallFormModal } from '../../components/admin/hall-form';
import { RowActions } from '../../components/admin/row-actions';
import { BANQUET_DELETE_TEXTS } from '../../components/admin/form-texts';

/** banquet/ManageBanquets, "Manage and Add Banquet": the halls, each as a card; add, edit, delete. */
export default function ManageBanquetsPage() {
  const { t } = useTranslation();
  const f = useClubFormat();
  usePageTitle(t('banquets:halls.title'));
  const { data, isPending } = useHalls();
  const setActive = useSetHallActive();
  const del = useDelete(useDeleteHall(), BANQUET_DELETE_TEXTS);
  const [form, setForm] = useState<{ hall: BanquetHall | null } | null>(null);

  return (
    <Stack gap="md">
      <ListHeader
        title={t('banquets:halls.title')}
        intro={t('banquets:halls.intro')}
        add={{ label: t('banquets:halls.add'), onClick: () => setForm({ hall: null }) }}
      />
      {isPending && <Skeleton h={160} />}
      {data?.items.length === 0 && <Text c="dimmed">{t('banquets:common.none')}</Text>}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {data?.items.map((h) => (
          <Card key={h.id} withBorder component="li" padding="md" aria-label={h.name}>
            {h.photos[0] && (
              <Card.Section>
                <Image src={imageSrc(h.photos[0].url)} alt="" h={120} fit="cover" />
              </Card.Section>
            )}
            <Stack gap={6} mt="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {h.name}
                </Title>
                <RowActions
                  name={h.name}
                  onEdit={() => setForm({ hall: h })}
                  onDelete={() => del.ask(h.id, h.name)}
                />
              </Group>
              <Text size="sm">
                {t('banquets:halls.fields.capacity')}: {h.capacity}
              </Text>
              <Text size="sm">
                {t('banquets:public.session4')}: {f.money(h.cost4h)} ·{' '}
                {t('banquets:public.session8')}: {f.money(h.cost8h)}
              </Text>
              <Group justify="space-between">
                <Badge color={h.active ? 'teal.9' : 'gray.7'} variant="filled">
                  {h.active ? t('banquets:common.active') : t('banquets:common.inactive')}
                </Badge>
                <Switch
                  aria-label={t('banquets:halls.letToggle', { name: h.name })}
                  checked={h.active}
                  onChange={(e) =>
                    setActive.mutate({
                      id: h.id,
                      active: e.currentTarget.checked,
                      version: h.version,
                    })
                  }
                />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <HallFormModal
        opened={form !== null}
        hall={form?.hall ?? null}
        onSaved={(hall) => setForm({ hall })}
        onClose={() => setForm(null)}
      />
      <ConfirmDelete {...del.dialog} />
    </Stack>
  );
}
