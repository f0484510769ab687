import type { ChamberBooking } from '@club/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useBooking } from '../../api/get-booking';
import { useBookingStep, type StepInput } from '../../api/booking-step';
import {
  BookingDetailLayout,
  BookingPaperLink,
  StepButtons,
  StepHistory,
  type StepButton,
} from '../../../../components/booking-detail-layout';
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

type OfficeStep = 'confirm' | 'reject' | 'check-in' | 'no-show' | 'check-out' | 'cancel';

/** The office's steps: confirm, reject and cancel open their dialogs, the rest are taken at once. */
const OFFICE_STEPS: StepButton<ChamberBooking, OfficeStep>[] = [
  { step: 'confirm', label: 'chambers:detail.confirm', from: ['requested'] },
  { step: 'reject', label: 'chambers:detail.reject', from: ['requested'], look: 'red outline' },
  { step: 'check-in', label: 'chambers:detail.checkIn', from: ['confirmed'], atOnce: true },
  {
    step: 'no-show',
    label: 'chambers:detail.noShow',
    from: ['confirmed'],
    look: 'outline',
    atOnce: true,
  },
  { step: 'check-out', label: 'chambers:detail.checkOut', from: ['checked_in'], atOnce: true },
  {
    step: 'cancel',
    label: 'chambers:detail.cancel',
    from: ['requested', 'confirmed'],
    look: 'red subtle',
  },
];

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

  /** A step with a dialog opens it; check-in, check-out and no-show are taken at once. */
  const take = (name: OfficeStep) => {
    if (name === 'confirm' || name === 'reject' || name === 'cancel') return setDialog(name);
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
              <BookingPaperLink href={b.idProofUrl} label={t('chambers:detail.idProof')} />
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
        b && <StepButtons booking={b} steps={OFFICE_STEPS} onStep={take} pending={step.isPending} />
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
