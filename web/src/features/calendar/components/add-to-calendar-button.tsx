import { CALENDAR_API, type CalendarSource } from '@club/contracts';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Downloads a confirmed booking's .ics file (the calendar app opens it). */
export function AddToCalendarButton({ source, id }: { source: CalendarSource; id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={CALENDAR_API.file(source, id)}
      download
      variant="light"
      leftSection={<IconCalendarPlus size={16} />}
      aria-label={t('calendar:addLabel', { id })}
    >
      {t('calendar:add')}
    </Button>
  );
}
