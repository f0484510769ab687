import { Anchor, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '../../../../components/table-scroll';
import { usePageTitle } from '../../../settings';
import { usePages } from '../../api/get-pages';
import { pathOf } from '../../site-map';
import { paths } from '../../../../app/paths';

/** /admin/content/pages: every public page, to edit its content. */
export default function PagesAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('content:admin.pages.title'));
  const { data, isPending } = usePages('all', 'en');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('content:admin.pages.title')}</Title>
        <Text c="dimmed">{t('content:admin.pages.intro')}</Text>
      </div>
      {isPending ? (
        <Skeleton h={400} />
      ) : (
        <TableScroll minWidth={480} label={t('content:admin.pages.title')}>
          <Table striped highlightOnHover aria-label={t('content:admin.pages.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('content:admin.pages.page')}</Table.Th>
                <Table.Th>{t('content:admin.pages.heading')}</Table.Th>
                <Table.Th>{t('content:admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data ?? []).map((p) => (
                <Table.Tr key={p.slug}>
                  <Table.Td>
                    <Anchor component={Link} to={pathOf(p.slug)}>
                      {pathOf(p.slug)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.title}</Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={paths.contentPageEdit(p.slug)}
                      size="xs"
                      variant="default"
                      leftSection={<IconEdit size={14} aria-hidden />}
                      aria-label={`${t('content:admin.edit')}: ${p.title}`}
                    >
                      {t('content:admin.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
