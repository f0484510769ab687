import {
  changeStatusRequest,
  MEMBER_STATUSES,
  type MemberDetail,
  type MemberStatus,
} from '@club/contracts';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess, successText } from '../../../lib/notify';
import { useChangeStatus } from '../api/change-status';
import { useResetPin } from '../api/reset-pin';
import { MEMBER_STATUS_KEYS } from './status-label';
import { FORM_STYLE } from '../../../components/form-style';

export interface MemberRef {
  id: number;
  code: string;
  name: string;
  status: MemberStatus;
  email?: string | null;
}

/** Change a member's status (audited on the server), with an optional reason. */
export function StatusModal({
  member,
  onClose,
  onChanged,
}: {
  member: MemberRef | null;
  onClose: () => void;
  /** The member as the change left it. */
  onChanged?: (m: MemberDetail) => void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeStatus();
  const form = useZodForm<{ status: MemberStatus; reason: string }>(changeStatusRequest, {
    initialValues: { status: 'Active', reason: '' },
  });
  useEffect(() => {
    if (member) form.setValues({ status: member.status, reason: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member]);

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('members:close') }}
      title={t('members:status.title', { code: member?.code ?? '' })}
    >
      {member && (
        <form
          noValidate
          style={FORM_STYLE}
          onSubmit={form.onSubmit((values) =>
            mutation.mutate(
              { id: member.id, body: values },
              {
                onSuccess: (m) => {
                  notifySuccess(
                    t('members:status.done', {
                      code: m.code,
                      status: t(MEMBER_STATUS_KEYS[m.status]),
                    }),
                  );
                  onChanged?.(m);
                  onClose();
                },
                onError: (e) => applyProblemToForm(form, e),
              },
            ),
          )}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('members:status.current', {
                name: member.name,
                status: t(MEMBER_STATUS_KEYS[member.status]),
              })}
            </Text>
            <Select
              label={t('members:status.newStatus')}
              data={MEMBER_STATUSES.map((s) => ({ value: s, label: t(MEMBER_STATUS_KEYS[s]) }))}
              allowDeselect={false}
              data-autofocus
              {...form.getInputProps('status')}
            />
            <Textarea
              label={t('members:status.reason')}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('members:cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {t('members:status.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Confirms, then mails the member a new temporary PIN. */
export function ResetPinModal({
  member,
  onClose,
}: {
  member: MemberRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useResetPin();
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('members:close') }}
      title={t('members:resetPin.title', { code: member?.code ?? '' })}
    >
      {member && (
        <Stack gap="sm">
          <Text size="sm">
            {member.email
              ? t('members:resetPin.confirm', { name: member.name, email: member.email })
              : t('members:resetPin.noEmail', { name: member.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('members:cancel')}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              disabled={!member.email}
              onClick={() =>
                mutation.mutate(member.id, {
                  onSuccess: (r) => {
                    notifySuccess(successText('members:resetPin.done', r.message));
                    onClose();
                  },
                })
              }
            >
              {t('members:resetPin.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
