import { FNB_FULFILMENTS, FNB_PAYMENT_METHODS, type FnbOutlet } from '@club/contracts';
import { Radio, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../../lib/i18n';
import { useMenuFormat } from './use-menu-format';

const FULFILMENT_KEYS = keyMap('fnb:member.checkout.fulfilment.', FNB_FULFILMENTS);
const FULFILMENT_HINT_KEYS = keyMap(
  'fnb:member.checkout.fulfilment.',
  FNB_FULFILMENTS.map((f) => `${f}Hint` as const),
);
const PAYMENT_KEYS = keyMap('fnb:member.checkout.payment.', FNB_PAYMENT_METHODS);
const PAYMENT_HINT_KEYS = keyMap(
  'fnb:member.checkout.payment.',
  FNB_PAYMENT_METHODS.map((m) => `${m}Hint` as const),
);

/** The checkout's choice of collection or delivery, each with what it means at the outlet. */
export function FulfilmentChoice({
  outlet,
  ...inputProps
}: GetInputPropsReturnType & { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const name = f.outletName(outlet);
  return (
    <Radio.Group label={t('fnb:member.checkout.fulfilment.legend')} required {...inputProps}>
      <Stack gap="xs" mt={6}>
        {FNB_FULFILMENTS.map((m) => (
          <Radio
            key={m}
            value={m}
            label={t(FULFILMENT_KEYS[m])}
            description={t(FULFILMENT_HINT_KEYS[`${m}Hint`], { outlet: name })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The checkout's choice of payment: on account or by card, each with its hint. */
export function PaymentChoice(inputProps: GetInputPropsReturnType) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('fnb:member.checkout.payment.legend')} required {...inputProps}>
      <Stack gap="xs" mt={6}>
        {FNB_PAYMENT_METHODS.map((m) => (
          <Radio
            key={m}
            value={m}
            label={t(PAYMENT_KEYS[m])}
            description={t(PAYMENT_HINT_KEYS[`${m}Hint`])}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
