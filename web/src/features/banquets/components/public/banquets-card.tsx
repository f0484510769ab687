import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { usePublicHalls, usePublicPackages } from '../../api/get-public';
import { PACKAGE_TYPE_KEYS } from '../labels';

/**
 * The public Banquets page's halls and menus, from what the office keeps: each active hall
 * with its capacity and the hire of a 4- and an 8-hour session, and each package's price per
 * guest. Nothing when neither is offered.
 */
export function BanquetsCard() {
  const { t } = useTranslation();
  const f = useClubFormat();
  const halls = usePublicHalls();
  const packages = usePublicPackages();
  if (halls.isPending || packages.isPending) return <Skeleton h={200} />;
  const hs = halls.data?.halls ?? [];
  const ps = packages.data?.packages ?? [];
  if (hs.length === 0 && ps.length === 0) return null;
  return (
    <Stack gap="md">
      {hs.length > 0 && (
        <Card withBorder padding="md" component="section" aria-labelledby="banquet-halls-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="banquet-halls-title">
              {t('banquets:public.halls')}
            </Title>
            <Table data-testid="banquet-halls" verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('banquets:public.hall')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('banquets:public.session4')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('banquets:public.session8')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hs.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Th scope="row" fw={500}>
                      {h.name}
                      <Text size="xs" c="dimmed">
                        {t('banquets:public.capacity')}: {h.capacity}
                      </Text>
                    </Table.Th>
                    <Table.Td ta="end">{f.money(h.cost4h)}</Table.Td>
                    <Table.Td ta="end">{f.money(h.cost8h)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('banquets:public.note')}
            </Text>
          </Stack>
        </Card>
      )}
      {ps.length > 0 && (
        <Card withBorder padding="md" component="section" aria-labelledby="banquet-packages-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="banquet-packages-title">
              {t('banquets:public.packages')}
            </Title>
            <Table data-testid="banquet-packages" verticalSpacing={6} fz="sm">
              <Table.Tbody>
                {ps.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Th scope="row" fw={500}>
                      {p.name}
                      <Text size="xs" c="dimmed">
                        {t(PACKAGE_TYPE_KEYS[p.type])}
                      </Text>
                    </Table.Th>
                    <Table.Td ta="end">
                      {t('banquets:public.perGuest', { amount: f.money(p.costPerGuest) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
