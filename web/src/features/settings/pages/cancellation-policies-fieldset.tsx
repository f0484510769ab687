import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import {
  CANCELLATION_POLICY_KINDS,
  type CancellationPolicies,
  type CancellationPolicyKind,
} from '@club/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const KIND_KEYS = {
  chambers: 'settings:policies.chambers',
  banquets: 'settings:policies.banquets',
} as const satisfies Record<CancellationPolicyKind, string>;

/** The most tiers a policy holds (the contract's limit). */
const MAX_TIERS = 10;

/** What the fieldset uses of the settings form (its values hold the policies). */
interface PolicyForm {
  getValues(): { cancellationPolicies: CancellationPolicies };
  errors: Record<string, ReactNode>;
  getInputProps(path: string): GetInputPropsReturnType;
  insertListItem(path: string, item: unknown): void;
  removeListItem(path: string, index: number): void;
}

/**
 * The rooms' and halls' cancellation policies on the general settings: per tier, from how many
 * days before the stay or function, which percentage comes back; tiers added and removed.
 */
export function CancellationPoliciesFieldset({ form }: { form: PolicyForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('settings:policies.title')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('settings:policies.hint')}
      </Text>
      <Stack gap="lg">
        {CANCELLATION_POLICY_KINDS.map((kind) => {
          const path = `cancellationPolicies.${kind}.tiers`;
          const tiers = form.getValues().cancellationPolicies[kind].tiers;
          const listError = form.errors[path];
          return (
            <Stack key={kind} gap="xs" role="group" aria-label={t(KIND_KEYS[kind])}>
              <Text fw={600}>{t(KIND_KEYS[kind])}</Text>
              {tiers.map((_, i) => (
                <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
                  <NumberInput
                    label={t('settings:policies.daysBefore')}
                    min={0}
                    max={365}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    w={150}
                    {...form.getInputProps(`${path}.${i}.minDaysBefore`)}
                  />
                  <NumberInput
                    label={t('settings:policies.refundPercent')}
                    min={0}
                    max={100}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    suffix="%"
                    w={150}
                    {...form.getInputProps(`${path}.${i}.refundPercent`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    size="lg"
                    aria-label={t('settings:policies.removeTier', {
                      policy: t(KIND_KEYS[kind]),
                      n: i + 1,
                    })}
                    disabled={tiers.length <= 1}
                    onClick={() => form.removeListItem(path, i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {listError ? (
                <Text size="sm" c="red" role="alert">
                  {listError}
                </Text>
              ) : null}
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                style={{ alignSelf: 'flex-start' }}
                disabled={tiers.length >= MAX_TIERS}
                onClick={() => form.insertListItem(path, { minDaysBefore: 0, refundPercent: 0 })}
              >
                {t('settings:policies.addTier', { policy: t(KIND_KEYS[kind]) })}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
