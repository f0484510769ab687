import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { useRoomTypes } from '../../api/get-room-types';
import { ROOM_TYPE_KEYS } from '../admin/labels';

/**
 * The public Chambers page's rooms and tariffs, from the rooms the office keeps (not the
 * page's text): each type with how many rooms, whom one sleeps, and the lowest tariff of a
 * night for members and for affiliate-club guests. Nothing when no room is let.
 */
export function RoomTypesCard() {
  const { t } = useTranslation();
  const f = useClubFormat();
  const { data, isPending } = useRoomTypes();
  if (isPending) return <Skeleton h={160} />;
  if (!data || data.types.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="room-types-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="room-types-title">
          {t('chambers:public.title')}
        </Title>
        <Table data-testid="room-types" verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chambers:public.type')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chambers:public.member')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('chambers:public.guest')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.types.map((x) => (
              <Table.Tr key={x.type}>
                <Table.Th scope="row" fw={500}>
                  {t(ROOM_TYPE_KEYS[x.type])}
                  <Text size="xs" c="dimmed">
                    {t('chambers:public.rooms', { count: x.rooms, sleeps: x.capacity })}
                  </Text>
                </Table.Th>
                <Table.Td ta="end">
                  {t('chambers:public.from', { amount: f.money(x.memberTariffFrom) })}
                </Table.Td>
                <Table.Td ta="end">
                  {t('chambers:public.from', { amount: f.money(x.guestTariffFrom) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('chambers:public.note')}
        </Text>
      </Stack>
    </Card>
  );
}
