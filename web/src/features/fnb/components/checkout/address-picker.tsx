import type { MemberAddress } from '@club/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Popover,
  Radio,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useAddresses } from '../../api/get-addresses';
import { useDeleteAddress } from '../../api/delete-address';
import { notifyDeleteRefused } from '../../../../components/confirm-delete';
import { AddressFormModal } from './address-form';

/** An address in one line, as the order keeps it. */
export const addressText = (a: MemberAddress) =>
  [a.line1, a.line2, `${a.city} ${a.pincode}`, a.phone].filter(Boolean).join(', ');

function RemoveAddress({ address, onRemoved }: { address: MemberAddress; onRemoved: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const [opened, setOpened] = useState(false);
  const label = t('fnb:member.addresses.remove', { label: address.label });
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withArrow position="top">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size={36}
          aria-label={label}
          onClick={() => setOpened((o) => !o)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Stack gap="xs">
          <Text size="sm">{t('fnb:member.addresses.removeConfirm', { label: address.label })}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('fnb:member.addresses.removeNo')}
            </Button>
            <Button
              size="xs"
              color="red.8"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => {
                    setOpened(false);
                    notifySuccess(t('fnb:member.addresses.removed', { label: address.label }));
                    onRemoved();
                  },
                  onError: (e) => {
                    setOpened(false);
                    // 409: the address is on past orders (they keep it): edit it instead.
                    notifyDeleteRefused(e, t('fnb:member.addresses.inUse'));
                  },
                })
              }
            >
              {t('fnb:member.addresses.removeYes')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Club delivery's address: the member's saved addresses to choose from (the default first),
 * each editable and removable here, and a new one added in a dialog (and chosen).
 */
export function AddressPicker({
  value,
  onChange,
  error,
}: {
  /** The chosen address id, as the form keeps it. */
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<MemberAddress | 'new' | null>(null);
  const list = addresses.data ?? [];
  const errorId = useId();

  // Nothing chosen yet: the default address (the first) is.
  useEffect(() => {
    const first = addresses.data?.[0];
    if (value === null && first) onChange(String(first.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, addresses.data]);

  let body: ReactNode;
  if (addresses.isPending) {
    body = <Skeleton h={64} aria-label={t('fnb:member.addresses.loading')} />;
  } else if (addresses.isError) {
    body = (
      <Alert color="red" icon={<IconInfoCircle size={20} />} p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('fnb:member.addresses.loadFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void addresses.refetch()}>
            {t('fnb:member.checkout.slot.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="no-addresses">
        {t('fnb:member.addresses.none')}
      </Text>
    );
  } else {
    body = (
      <Stack gap={6}>
        {list.map((a) => (
          <Group
            key={a.id}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            justify="space-between"
            p="xs"
            data-testid="address"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Radio
              name="addressId"
              value={String(a.id)}
              checked={value === String(a.id)}
              onChange={() => onChange(String(a.id))}
              style={{ flex: 1, minWidth: 0 }}
              label={
                <Group gap={6} wrap="wrap">
                  <Text span fw={600} size="sm">
                    {a.label}
                  </Text>
                  {a.isDefault && (
                    <Badge size="sm" variant="light" color="dark">
                      {t('fnb:member.addresses.default')}
                    </Badge>
                  )}
                </Group>
              }
              description={addressText(a)}
            />
            <Group gap={0} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="dark"
                size={36}
                aria-label={t('fnb:member.addresses.edit', { label: a.label })}
                onClick={() => setEditing(a)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <RemoveAddress
                address={a}
                onRemoved={() => {
                  if (value === String(a.id)) onChange(null);
                }}
              />
            </Group>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <Fieldset
        legend={
          <>
            {t('fnb:member.addresses.legend')}{' '}
            <Text span c="red.8" aria-hidden>
              *
            </Text>
          </>
        }
        variant="unstyled"
        aria-describedby={error ? errorId : undefined}
        data-testid="address-picker"
        styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
      >
        <Stack gap="xs" mt={4}>
          {body}
          {error && (
            <Text size="sm" c="red.8" id={errorId}>
              {error}
            </Text>
          )}
          <div>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
            >
              {t('fnb:member.addresses.add')}
            </Button>
          </div>
        </Stack>
      </Fieldset>
      <AddressFormModal
        opened={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(a) => onChange(String(a.id))}
      />
    </>
  );
}
