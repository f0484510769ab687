import {
  DatePickerInput as MantineDatePickerInput,
  DatesProvider,
  type DatePickerInputProps,
  type DatePickerType,
} from '@mantine/dates';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../features/settings';

/**
 * Mantine's date picker as every screen uses it: its calendar in the reader's language, and
 * the chosen dates shown in the one date format of that language (useClubFormat).
 */
export function DatePickerInput<Type extends DatePickerType = 'default'>(
  props: DatePickerInputProps<Type>,
) {
  const { i18n } = useTranslation();
  const fmt = useClubFormat();
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en' }}>
      <MantineDatePickerInput<Type> valueFormatter={fmt.pickerLabel} {...props} />
    </DatesProvider>
  );
}
