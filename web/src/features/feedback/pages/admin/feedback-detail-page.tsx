import type { FeedbackDetail } from '@club/contracts';
import { Card, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PATHS } from '../../../../app/paths';
import {
  BookingDetailLayout,
  StepButtons,
  StepHistory,
  StepPanel,
  StepReasonInput,
  useStepReason,
  type StepButton,
} from '../../../../components/booking-detail-layout';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useChangeFeedbackStatus } from '../../api/staff/change-status';
import { useStaffFeedback } from '../../api/staff/get-feedback';
import { FeedbackThread } from '../../components/feedback-thread';
import { AnswerForm } from '../../components/staff/answer-form';
import { AssignPanel } from '../../components/staff/assign-panel';
import { FeedbackStatusBadge } from '../../components/staff/feedback-badges';
import { FeedbackFacts } from '../../components/staff/feedback-facts';
import { STATUS_KEYS } from '../../components/staff/labels';

type Step = 'resolve' | 'reopen' | 'close';

/** The office's status steps: resolve an open one, reopen or close a resolved one (final). */
const STEPS: StepButton<FeedbackDetail, Step>[] = [
  { step: 'resolve', label: 'feedback-admin:detail.resolve', from: ['open', 'in_progress'] },
  { step: 'reopen', label: 'feedback-admin:detail.reopen', from: ['resolved'], look: 'outline' },
  { step: 'close', label: 'feedback-admin:detail.close', from: ['resolved'], look: 'red outline' },
];
const TO = { resolve: 'resolved', reopen: 'in_progress', close: 'closed' } as const;
const TITLES = {
  resolve: 'feedback-admin:detail.resolveTitle',
  reopen: 'feedback-admin:detail.reopenTitle',
  close: 'feedback-admin:detail.closeTitle',
} as const;

/** A status step's dialog: an optional reason, kept in the history, and the step's button. */
function StatusPanel({
  feedback: f,
  step,
  onDone,
}: {
  feedback: FeedbackDetail;
  step: Step;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const change = useChangeFeedbackStatus();
  const reason = useStepReason();
  return (
    <StepPanel
      submitLabel={t(STEPS.find((s) => s.step === step)!.label)}
      color={step === 'close' ? 'red' : undefined}
      pending={change.isPending}
      onSubmit={() =>
        change.mutate(
          { id: f.id, status: TO[step], version: f.version, reason: reason.take(false, '') ?? '' },
          {
            onSuccess: (answer) => {
              notifySuccess(
                t('feedback-admin:detail.statusChanged', {
                  status: t(STATUS_KEYS[answer.status]),
                }),
              );
              onDone();
            },
          },
        )
      }
    >
      <StepReasonInput
        reason={reason}
        label={t('feedback-admin:detail.reason')}
        description={t('feedback-admin:detail.reasonHint')}
        required={false}
      />
    </StepPanel>
  );
}

/**
 * /admin/feedbacks/FeedBackDetail/{id}: one feedback for the office: the member, what it is
 * about and its due times; whom it is assigned to; the conversation with the internal notes
 * (marked); the answer (a reply mailed to the member, or an internal note); the status steps
 * and their history.
 */
export default function FeedbackDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: f, error, isLoading } = useStaffFeedback(id);
  usePageTitle(t('feedback-admin:detail.title', { id }));
  const [step, setStep] = useState<Step | null>(null);
  const close = () => setStep(null);

  return (
    <BookingDetailLayout
      back={{ to: PATHS.feedbacksAdmin, label: t('feedback-admin:detail.back') }}
      loading={isLoading}
      loadingLabel={t('feedback-admin:detail.loading')}
      missing={
        f
          ? undefined
          : {
              error,
              notFound: t('feedback-admin:detail.notFound'),
              loadError: t('feedback-admin:detail.loadError'),
            }
      }
      title={t('feedback-admin:detail.title', { id })}
      badge={f && <FeedbackStatusBadge status={f.status} />}
      summary={f && <FeedbackFacts feedback={f} />}
      history={
        f && (
          <StepHistory
            title={t('feedback-admin:detail.history')}
            steps={f.history.map((s) => ({ ...s, step: s.status }))}
            line={(s) =>
              t(s.reason ? 'feedback-admin:detail.stepReason' : 'feedback-admin:detail.stepLine', {
                ...s,
                step: t(STATUS_KEYS[s.status]),
              })
            }
          />
        )
      }
      actions={f && <StepButtons booking={f} steps={STEPS} onStep={setStep} />}
      dialog={
        f && {
          opened: step !== null,
          onClose: close,
          title: t(TITLES[step ?? 'resolve']),
          closeLabel: t('feedback-admin:detail.closeDialog'),
          children: step && <StatusPanel feedback={f} step={step} onDone={close} />,
        }
      }
    >
      {f && (
        <>
          <AssignPanel key={`${f.id}-${f.assigneeId}`} feedback={f} />
          <Card withBorder padding="md">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {t('feedback-admin:detail.thread')}
              </Title>
            </Group>
            <FeedbackThread
              messages={f.messages}
              showInternal
              photoUrl={f.photoUrl}
              label={t('feedback-admin:detail.thread')}
            />
          </Card>
          <AnswerForm feedback={f} />
        </>
      )}
    </BookingDetailLayout>
  );
}
