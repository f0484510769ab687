import { updateOutletRequest, type Outlet, type UpdateOutletRequest } from '@club/contracts';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useOutlets } from '../../api/get-outlets';
import { usePauseOutlet } from '../../api/pause-outlet';
import { useUpdateOutlet } from '../../api/update-outlet';
import { OUTLET_KEYS } from './labels';
import { FORM_STYLE } from '../../../../components/form-style';

type Values = {
  opensAt: string;
  closesAt: string;
  leadMinutes: number | string;
  slotCapacity: number | string;
};

function OutletForm({ outlet, onDone }: { outlet: Outlet; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOutlet();
  const form = useZodForm<Values>(updateOutletRequest, {
    initialValues: {
      opensAt: outlet.opensAt,
      closesAt: outlet.closesAt,
      leadMinutes: outlet.leadMinutes,
      slotCapacity: outlet.slotCapacity,
    },
  });
  return (
    <form
      noValidate
      style={FORM_STYLE}
      onSubmit={form.onSubmit((v) => {
        const body: UpdateOutletRequest = {
          opensAt: v.opensAt,
          closesAt: v.closesAt,
          leadMinutes: Number(v.leadMinutes),
          slotCapacity: Number(v.slotCapacity),
        };
        update.mutate(
          { code: outlet.code, body },
          {
            onSuccess: (o) => {
              notifySuccess(t('fnb:admin.outletPanel.saved', { outlet: t(OUTLET_KEYS[o.code]) }));
              onDone();
            },
            onError: (e) => applyProblemToForm(form, e),
          },
        );
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <TimeInput
            label={t('fnb:admin.outletPanel.opensAt')}
            required
            data-autofocus
            {...form.getInputProps('opensAt')}
          />
          <TimeInput
            label={t('fnb:admin.outletPanel.closesAt')}
            required
            {...form.getInputProps('closesAt')}
          />
          <NumberInput
            label={t('fnb:admin.outletPanel.leadMinutes')}
            description={t('fnb:admin.outletPanel.leadHint')}
            min={0}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('leadMinutes')}
          />
          <NumberInput
            label={t('fnb:admin.outletPanel.slotCapacity')}
            description={t('fnb:admin.outletPanel.slotHint')}
            min={1}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('slotCapacity')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('fnb:admin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('fnb:admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An outlet's ordering settings on the category screen: today's hours, the kitchen's lead
 * time, the orders one pickup slot takes, and the switch that pauses ordering at once.
 */
export function OutletPanel({ code }: { code: Outlet['code'] }) {
  const { t } = useTranslation();
  const { data: outlets } = useOutlets();
  const pause = usePauseOutlet();
  const [editing, setEditing] = useState(false);
  const outlet = outlets?.find((o) => o.code === code);
  const name = t(OUTLET_KEYS[code]);
  if (!outlet) return <Skeleton h={96} />;

  const state = outlet.paused
    ? { color: 'orange', key: 'fnb:admin.outletPanel.statePaused' as const }
    : outlet.openNow
      ? { color: 'green', key: 'fnb:admin.outletPanel.stateOpen' as const }
      : { color: 'gray', key: 'fnb:admin.outletPanel.stateClosed' as const };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="outlet-panel-title">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4" id="outlet-panel-title">
              {t('fnb:admin.outletPanel.title', { outlet: name })}
            </Title>
            <Badge color={state.color} variant="dot">
              {t(state.key)}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('fnb:admin.outletPanel.edit')}
          </Button>
        </Group>
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          <Text size="sm">
            {t('fnb:admin.outletPanel.hours', { from: outlet.opensAt, to: outlet.closesAt })}
          </Text>
          <Text size="sm">{t('fnb:admin.outletPanel.lead', { count: outlet.leadMinutes })}</Text>
          <Text size="sm">{t('fnb:admin.outletPanel.slots', { count: outlet.slotCapacity })}</Text>
        </Group>
        <Switch
          color="orange"
          checked={outlet.paused}
          disabled={pause.isPending}
          label={t('fnb:admin.outletPanel.pause', { outlet: name })}
          description={t('fnb:admin.outletPanel.pauseHint')}
          onChange={(e) => {
            const paused = e.currentTarget.checked;
            pause.mutate(
              { code, paused },
              {
                onSuccess: () =>
                  notifySuccess(
                    t(paused ? 'fnb:admin.outletPanel.paused' : 'fnb:admin.outletPanel.resumed', {
                      outlet: name,
                    }),
                  ),
              },
            );
          }}
        />
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('fnb:admin.outletPanel.editTitle', { outlet: name })}
        closeButtonProps={{ 'aria-label': t('fnb:admin.cancel') }}
      >
        {editing && <OutletForm outlet={outlet} onDone={() => setEditing(false)} />}
      </Modal>
    </Paper>
  );
}
