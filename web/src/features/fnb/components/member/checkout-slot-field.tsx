import type { FnbFulfilment, FnbOutlet, Outlet } from '@club/contracts';
import { Alert, Button, Group, NativeSelect, Skeleton, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadableText } from '../../../../components/status-badge';
import { useSlots } from '../../api/get-slots';
import { useMenuFormat } from './use-menu-format';

/** The pickup or delivery time: today's slots, full ones shown disabled with why. */
export function SlotField({
  code,
  outlet,
  fulfilment,
  inputProps,
  onSlots,
}: {
  code: FnbOutlet;
  outlet: Outlet | undefined;
  fulfilment: FnbFulfilment;
  inputProps: GetInputPropsReturnType;
  onSlots: (available: string[]) => void;
}) {
  const { t } = useTranslation();
  const readable = useReadableText();
  const f = useMenuFormat();
  const slots = useSlots(code);
  const available = (slots.data?.slots ?? []).filter((s) => s.available).map((s) => s.time);
  const signature = available.join(',');
  useEffect(() => {
    if (slots.data) onSlots(available);
    // `signature` stands for `available`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, slots.data]);

  const label =
    fulfilment === 'collection'
      ? t('fnb:member.checkout.slot.collection')
      : t('fnb:member.checkout.slot.delivery');
  if (slots.isPending)
    return <Skeleton h={60} aria-label={t('fnb:member.checkout.slot.loading')} />;
  if (slots.isError)
    return (
      <Alert
        color="red"
        icon={<IconInfoCircle size={20} />}
        p="xs"
        title={label}
        styles={{ title: { color: readable('red') } }}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('fnb:member.checkout.slot.loadFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void slots.refetch()}>
            {t('fnb:member.checkout.slot.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (available.length === 0)
    return (
      <Alert color="gray" icon={<IconInfoCircle size={20} />} p="xs" data-testid="no-slots">
        {t('fnb:member.checkout.slot.noneLeft', {
          outlet: f.outletName(code),
          from: f.time(outlet?.opensAt ?? '07:30'),
        })}
      </Alert>
    );
  const data = [
    { value: '', label: t('fnb:member.checkout.slot.placeholder'), disabled: true },
    ...slots.data.slots
      .filter((s) => s.available || s.reason === 'full')
      .map((s) => ({
        value: s.time,
        label: s.available
          ? f.time(s.time)
          : t('fnb:member.checkout.slot.full', { time: f.time(s.time) }),
        disabled: !s.available,
      })),
  ];
  return (
    <NativeSelect
      label={label}
      description={t('fnb:member.checkout.slot.hint', { minutes: outlet?.leadMinutes ?? 0 })}
      required
      data={data}
      data-testid="slot"
      {...inputProps}
    />
  );
}
