import type { ClubCalendarItem } from '@club/contracts';
import { CLUB_CALENDAR_KINDS, ROLE, type ClubCalendarKind } from '@club/contracts/core';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, paths } from '../../../app/paths';
import { LoadFailed } from '../../../components/query-states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useCurrentUser } from '../../auth';
import { useClubSettings, usePageTitle } from '../../settings';
import { useChangeClubItem, useClubCalendar } from '../api/club-calendar';
import type { CalendarRange } from '../api/keys';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ClubItemForm } from '../components/club-item-form';
import { ItemDetails } from '../components/item-details';
import { KindLegend } from '../components/kind-legend';
import { KIND_COLOURS } from '../components/kinds';
import { clubNowAsUtc, wallOf } from '../components/wall-clock';
import classes from './club-calendar.module.css';

const LOCALES = [esLocale, deLocale];
const MEMBER_KINDS: readonly ClubCalendarKind[] = CLUB_CALENDAR_KINDS;
const STAFF_KINDS: readonly ClubCalendarKind[] = ['event', 'closure', 'timing', 'club'];

/** Where an item opens in the portal for a member (their bookings, orders, the events list). */
function memberLink(item: ClubCalendarItem): string | null {
  switch (item.kind) {
    case 'stay':
      return PATHS.chambersMyBookings;
    case 'function':
      return PATHS.banquetsMyBookings;
    case 'booking':
      return paths.eventsMyBooking(item.sourceId);
    case 'pickup':
      return paths.fnbMyOrder(item.sourceId);
    case 'event':
      return PATHS.eventsList;
    default:
      return null;
  }
}

type Dialog =
  | { kind: 'closed' }
  | { kind: 'new'; day: string }
  | { kind: 'edit'; item: ClubCalendarItem }
  | { kind: 'view'; item: ClubCalendarItem };

/**
 * SPEC.md §7 /apps/events, the club calendar (members and staff): the club's events and the
 * staff's closures, special timings and notes, and a member's own stays, hall functions,
 * event bookings and food pickups, in month, week, day and agenda views, coloured by kind
 * with a legend. Times are the club's. An admin adds an item in a dialog, moves one by drag
 * and drop, or opens it (pointer or keyboard: each item is focusable) to change or delete it.
 */
export default function ClubCalendarPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('calendar:club.title'));
  const user = useCurrentUser();
  const timeZone = useClubSettings().data?.timeZone ?? 'Asia/Kolkata';
  const wide = useWidthAtLeast(768, true);
  const isAdmin = user?.roles.includes(ROLE.admin) ?? false;
  const isMember = user?.roles.includes(ROLE.member) ?? false;
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const calendar = useClubCalendar(range);
  const change = useChangeClubItem();
  const items = calendar.data ?? [];
  const today = wallOf(clubNowAsUtc(timeZone), true);

  const events: EventInput[] = items.map((item) => ({
    id: item.id,
    title: item.title,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    backgroundColor: KIND_COLOURS[item.kind],
    borderColor: KIND_COLOURS[item.kind],
    textColor: '#ffffff',
    editable: isAdmin && item.editable,
    classNames: [`club-kind-${item.kind}`],
    extendedProps: { item },
  }));

  const datesSet = (arg: DatesSetArg) => {
    const next = { startStr: arg.startStr.slice(0, 10), endStr: arg.endStr.slice(0, 10) };
    setRange((r) => (r?.startStr === next.startStr && r.endStr === next.endStr ? r : next));
  };

  const open = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const item = arg.event.extendedProps.item as ClubCalendarItem;
    setDialog(isAdmin && item.editable ? { kind: 'edit', item } : { kind: 'view', item });
  };

  const move = (arg: EventDropArg | EventResizeDoneArg) => {
    const item = arg.event.extendedProps.item as ClubCalendarItem;
    const start = arg.event.start;
    if (!start) return arg.revert();
    const allDay = arg.event.allDay;
    const end = arg.event.end ?? new Date(start.getTime() + (allDay ? 86_400_000 : 60 * 60_000));
    change.mutate(
      {
        kind: item.kind === 'timing' || item.kind === 'club' ? item.kind : 'closure',
        facility: item.facility,
        title: item.title,
        note: item.note,
        allDay,
        start: wallOf(start, allDay),
        end: wallOf(end, allDay),
        id: item.sourceId,
        version: item.version ?? 0,
      },
      {
        onSuccess: (saved) => notifySuccess(t('calendar:club.moved', { title: saved.title })),
        onError: (e) => {
          arg.revert();
          notifyError(e);
        },
      },
    );
  };

  const close = () => setDialog({ kind: 'closed' });
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('calendar:club.title')}</Title>
          <Text c="dimmed">
            {isMember ? t('calendar:club.intro') : t('calendar:club.staffIntro')}
          </Text>
        </div>
        {isAdmin && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'new', day: today })}
          >
            {t('calendar:club.add')}
          </Button>
        )}
      </Group>
      <KindLegend kinds={isMember ? MEMBER_KINDS : STAFF_KINDS} />
      {calendar.error ? (
        <LoadFailed
          error={calendar.error}
          title={t('calendar:club.loadFailed')}
          onRetry={calendar.refetch}
        />
      ) : null}
      <Box
        data-testid="club-calendar"
        data-loading={calendar.isFetching || range === null}
        className={classes.calendar}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={wide ? 'dayGridMonth' : 'listMonth'}
          headerToolbar={
            wide
              ? {
                  left: 'prev,next today',
                  center: 'title',
                  right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
                }
              : { left: 'prev,next', center: 'title', right: 'today' }
          }
          footerToolbar={
            wide ? false : { center: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
          }
          buttonIcons={false}
          buttonText={{ prev: t('calendar:club.prev'), next: t('calendar:club.next') }}
          locales={LOCALES}
          locale={language}
          timeZone="UTC"
          now={() => clubNowAsUtc(timeZone)}
          height="auto"
          firstDay={1}
          nowIndicator
          eventInteractive
          dayMaxEvents={3}
          // The day's "+2 more" opens a popover: a button (FullCalendar marks it aria-expanded
          // on a bare link, which assistive technology cannot announce).
          moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
          events={events}
          eventDisplay="block"
          editable={isAdmin}
          eventStartEditable={isAdmin}
          eventDurationEditable={isAdmin}
          datesSet={datesSet}
          eventClick={open}
          eventDrop={move}
          eventResize={move}
        />
      </Box>
      {isMember && <CalendarFeedCard />}
      <Modal
        opened={dialog.kind !== 'closed'}
        onClose={close}
        title={
          dialog.kind === 'new'
            ? t('calendar:club.form.addTitle')
            : dialog.kind === 'edit'
              ? t('calendar:club.form.editTitle')
              : t('calendar:club.details')
        }
        closeButtonProps={{ 'aria-label': t('calendar:club.close') }}
      >
        {dialog.kind === 'new' && <ClubItemForm item={null} day={dialog.day} onDone={close} />}
        {dialog.kind === 'edit' && (
          <ClubItemForm key={dialog.item.id} item={dialog.item} day={today} onDone={close} />
        )}
        {dialog.kind === 'view' && (
          <ItemDetails
            item={dialog.item}
            link={isMember ? memberLink(dialog.item) : null}
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
