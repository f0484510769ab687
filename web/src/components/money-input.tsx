import { formatAmountInput, LANGUAGE_LOCALES, type Language } from '@club/contracts/core';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The locale amounts are typed in for the current language (re-renders when it changes). */
export function useAmountLocale(): string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2) as Language;
  return LANGUAGE_LOCALES[lang] ?? LANGUAGE_LOCALES.en;
}

/**
 * Minor units as the reader types them ("100,00" in German, "100.00" in English): for the
 * hints and the values of amount fields.
 */
export function useAmountText(): (minor: number) => string {
  const locale = useAmountLocale();
  return (minor) => formatAmountInput(minor, locale);
}

function currencySymbol(currency: string, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

export type MoneyInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'leftSection'> & {
  /** ISO 4217 code of the amount (the club's currency). */
  currency: string;
};

/**
 * The field every amount is typed in: text in the reader's own format ("1.234,50" in German,
 * "1,234.50" in English; the plain "1234.50" always), the currency's sign before it and a
 * placeholder that shows the format. The form reads it with `useZodForm`'s `amounts`, which
 * hands the plain amount to the schema and to onSubmit.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currency, placeholder, ...props },
  ref,
) {
  const locale = useAmountLocale();
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      leftSection={<span aria-hidden>{currencySymbol(currency, locale)}</span>}
      placeholder={placeholder ?? formatAmountInput(0, locale)}
      {...props}
    />
  );
});
