import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useBooking } from '../../api/get-booking';
import { useBookingStep, type StepInput } from '../../api/booking-step';
import { BookingDetailLayout, StepHistory } from '../../../../components/booking-detail-layout';
import { BookingFacts } from '../../components/booking/booking-facts';
import { STATUS_KEYS } from '../../components/booking/labels';
import { StatusBadge } from '../../components/booking/status-badge';
import {
  ClubAnswerPanel,
  ClubCheckPanel,
  ConfirmPanel,
  DONE_KEYS,
  ReasonPanel,
} from '../../components/booking/staff-step-panels';
import { PATHS } from '../../../../app/paths';

type Dialog = 'confirm' | 'reject' | 'cancel' | 'club';

const DIALOG_TITLES = {
  confirm: 'chambers:detail.confirmTitle',
  reject: 'chambers:detail.rejectTitle',
  club: 'chambers:clubCheck.recordTitle',
  cancel: 'chambers:detail.cancelTitle',
} as const;

/**
 * /admin/chamber/OrderDetail/{id}: one booking, who did each step, and the office's steps:
 * confirm with rooms, reject, check in, check out, cancel, no-show.
 */
export default function BookingDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: b, error, isLoading } = useBooking(id);
  usePageTitle(t('chambers:detail.title', { id }));
  const step = useBookingStep();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const simple = (name: 'check-in' | 'check-out' | 'no-show') => {
    if (!b) return;
    const input: StepInput = { id: b.id, step: name, body: { version: b.version } };
    step.mutate(input, {
      onSuccess: () => notifySuccess(t(DONE_KEYS[name], { id: b.id })),
    });
  };

  return (
    <BookingDetailLayout
      back={{ to: PATHS.chambersRequests, label: t('chambers:detail.back') }}
      loading={isLoading}
      loadingLabel={t('chambers:book.loading')}
      missing={
        b
          ? undefined
          : {
              error,
              notFound: t('chambers:detail.notFound'),
              loadError: t('chambers:detail.loadError'),
            }
      }
      title={t('chambers:detail.title', { id })}
      badge={b && <StatusBadge status={b.status} />}
      summary={
        b && (
          <>
            <Text>{t('chambers:detail.member', { name: b.memberName, code: b.memberCode })}</Text>
            <BookingFacts booking={b} />
            {b.idProofUrl && (
              <Anchor href={b.idProofUrl} target="_blank" rel="noopener">
                <Group gap={4} component="span">
                  <IconFileText size={16} aria-hidden />
                  {t('chambers:detail.idProof')}
                </Group>
              </Anchor>
            )}
          </>
        )
      }
      history={
        b && (
          <StepHistory
            title={t('chambers:detail.history')}
            steps={b.steps}
            line={(s) => t('chambers:detail.stepLine', { ...s, step: t(STATUS_KEYS[s.step]) })}
          />
        )
      }
      actions={
        b && (
          <>
            {b.status === 'requested' && (
              <>
                <Button onClick={() => setDialog('confirm')}>{t('chambers:detail.confirm')}</Button>
                <Button variant="outline" color="red" onClick={() => setDialog('reject')}>
                  {t('chambers:detail.reject')}
                </Button>
              </>
            )}
            {b.status === 'confirmed' && (
              <>
                <Button onClick={() => simple('check-in')} loading={step.isPending}>
                  {t('chambers:detail.checkIn')}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => simple('no-show')}
                  loading={step.isPending}
                >
                  {t('chambers:detail.noShow')}
                </Button>
              </>
            )}
            {b.status === 'checked_in' && (
              <Button onClick={() => simple('check-out')} loading={step.isPending}>
                {t('chambers:detail.checkOut')}
              </Button>
            )}
            {(b.status === 'requested' || b.status === 'confirmed') && (
              <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
                {t('chambers:detail.cancel')}
              </Button>
            )}
          </>
        )
      }
      dialog={
        b && {
          opened: dialog !== null,
          onClose: close,
          title: t(DIALOG_TITLES[dialog ?? 'cancel']),
          closeLabel: t('chambers:admin.close'),
          children: (
            <>
              {dialog === 'confirm' && <ConfirmPanel booking={b} onDone={close} />}
              {dialog === 'club' && <ClubAnswerPanel booking={b} onDone={close} />}
              {(dialog === 'reject' || dialog === 'cancel') && (
                <ReasonPanel booking={b} kind={dialog} onDone={close} />
              )}
            </>
          ),
        }
      }
    >
      {b && <ClubCheckPanel booking={b} onRecord={() => setDialog('club')} />}
    </BookingDetailLayout>
  );
}
