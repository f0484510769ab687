import type { FeedbackDetail } from '@club/contracts';
import { Button, Card, Group, Select, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useCurrentUser } from '../../../auth';
import { useAssignFeedback } from '../../api/staff/assign-feedback';
import { useAssignees } from '../../api/staff/get-assignees';

/** The choice meaning "nobody" in the select (an id is never 0). */
const NOBODY = '0';

/**
 * Whom a feedback is assigned to: any active staff member or nobody, or the reader at once
 * ("Assign to me"); on the version seen (a change meanwhile is refused, and the toast says so).
 */
export function AssignPanel({ feedback: f }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const staff = useAssignees().data?.items ?? [];
  const assign = useAssignFeedback();
  const current = f.assigneeId === null ? NOBODY : String(f.assigneeId);
  const [chosen, setChosen] = useState(current);
  const send = (assigneeId: number | null) =>
    assign.mutate(
      { id: f.id, assigneeId, version: f.version },
      {
        onSuccess: (answer) => {
          setChosen(answer.assigneeId === null ? NOBODY : String(answer.assigneeId));
          notifySuccess(
            answer.assigneeId === null
              ? t('feedback-admin:detail.unassigned')
              : t('feedback-admin:detail.assigned', { name: answer.assigneeName }),
          );
        },
      },
    );
  const mine = me !== null && f.assigneeId === me.id;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('feedback-admin:detail.assignTitle')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('feedback-admin:detail.assignee')}
          data={[
            { value: NOBODY, label: t('feedback-admin:detail.nobody') },
            ...staff.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={chosen}
          onChange={(v) => setChosen(v ?? NOBODY)}
          allowDeselect={false}
          searchable
          w={240}
        />
        <Button
          variant="outline"
          disabled={chosen === current}
          loading={assign.isPending}
          onClick={() => send(chosen === NOBODY ? null : Number(chosen))}
        >
          {t('feedback-admin:detail.assign')}
        </Button>
        {me && !mine && (
          <Button variant="light" loading={assign.isPending} onClick={() => send(me.id)}>
            {t('feedback-admin:detail.assignToMe')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
