import {
  updateFeedbackTargetsRequest,
  type FeedbackTarget,
  type FeedbackTargetsResponse,
} from '@club/contracts';
import { Button, NumberInput, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../../components/form-style';
import { TableScroll } from '../../../../components/table-scroll';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useTargets } from '../../api/staff/get-targets';
import { useUpdateTargets } from '../../api/staff/update-targets';
import { CATEGORY_KEYS } from './labels';

interface Values extends Record<string, unknown> {
  items: FeedbackTarget[];
}

function TargetsForm({ targets }: { targets: FeedbackTargetsResponse }) {
  const { t } = useTranslation();
  const save = useUpdateTargets();
  const form = useZodForm<Values>(updateFeedbackTargetsRequest, {
    initialValues: { items: targets.items },
  });
  const hours = (i: number, field: 'firstReplyHours' | 'resolutionHours', label: string) => (
    <NumberInput
      aria-label={label}
      min={1}
      max={field === 'firstReplyHours' ? 1000 : 5000}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      w={120}
      {...form.getInputProps(`items.${i}.${field}`)}
    />
  );
  return (
    <form
      noValidate
      style={FORM_STYLE}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => notifySuccess(t('feedback-admin:targets.saved')),
          onError: (e) => applyProblemToForm(form, e),
        }),
      )}
    >
      <Stack gap="sm">
        <TableScroll minWidth={420} label={t('feedback-admin:targets.tableLabel')}>
          <Table aria-label={t('feedback-admin:targets.tableLabel')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('feedback-admin:targets.category')}</Table.Th>
                <Table.Th>{t('feedback-admin:targets.firstReply')}</Table.Th>
                <Table.Th>{t('feedback-admin:targets.resolution')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.getValues().items.map((item, i) => {
                const category = t(CATEGORY_KEYS[item.category]);
                return (
                  <Table.Tr key={item.category}>
                    <Table.Th scope="row">{category}</Table.Th>
                    <Table.Td>
                      {hours(
                        i,
                        'firstReplyHours',
                        t('feedback-admin:targets.firstReplyOf', { category }),
                      )}
                    </Table.Td>
                    <Table.Td>
                      {hours(
                        i,
                        'resolutionHours',
                        t('feedback-admin:targets.resolutionOf', { category }),
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('feedback-admin:targets.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The response targets per category (first reply, resolution), in office hours, which the
 * admin changes; new feedback is due by them.
 */
export function TargetsPanel() {
  const { t } = useTranslation();
  const { data } = useTargets();
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h3">
          {t('feedback-admin:targets.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('feedback-admin:targets.intro')}
        </Text>
      </div>
      {data ? <TargetsForm targets={data} /> : <Skeleton h={300} />}
    </Stack>
  );
}
