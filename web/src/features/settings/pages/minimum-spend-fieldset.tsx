import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MEMBERSHIP_TYPES } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { keyMap } from '../../../lib/i18n';

const TYPE_KEYS = keyMap('members:type.', MEMBERSHIP_TYPES);

/** The form's paths of the minimums, one a membership type (amount fields of useZodForm). */
export const MINIMUM_SPEND_FIELDS = MEMBERSHIP_TYPES.map((type) => `minimumSpend.${type}` as const);

/**
 * The monthly food-and-beverage minimum of each membership type on the general settings: typed
 * as an amount in the reader's format, empty for none. Only an admin may change them.
 */
export function MinimumSpendFieldset({
  form,
  currency,
  canChange,
}: {
  form: { getInputProps(path: string): GetInputPropsReturnType };
  currency: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('settings:minimum.title')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t(canChange ? 'settings:minimum.hint' : 'settings:minimum.adminOnly')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {MEMBERSHIP_TYPES.map((type) => (
          <MoneyInput
            key={type}
            currency={currency}
            label={t(TYPE_KEYS[type])}
            readOnly={!canChange}
            {...form.getInputProps(`minimumSpend.${type}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
