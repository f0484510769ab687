import type { PublicEvent } from '@club/contracts';
import { ATTENDEE_KINDS } from '@club/contracts/core';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { imageSrc } from '../../content';
import { useClubFormat } from '../../settings';
import { BookingDialog, loadBookingForm } from './booking/booking-dialog';
import { bookingState, EVENT_STATUS_FAMILY, KIND_KEYS, TOURNAMENT_KEYS } from './labels';

/** When an event is: its start and, on the same day, the end's time; else both date-times. */
function useWhen() {
  const f = useClubFormat();
  return (e: PublicEvent) =>
    f.dayOf(e.startsAt) === f.dayOf(e.endsAt)
      ? `${f.dateTime(e.startsAt)} – ${f.time(e.endsAt)}`
      : `${f.dateTime(e.startsAt)} – ${f.dateTime(e.endsAt)}`;
}

/** The prices of an event: each kind invited with its price (or free). */
function Prices({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const price = (minor: number) => (minor === 0 ? t('events:card.free') : f.money(minor));
  return (
    <Stack gap={2}>
      {ATTENDEE_KINDS.filter((k) => event[k].allowed).map((k) => (
        <Text size="sm" key={k}>
          {t('events:card.perPerson', { kind: t(KIND_KEYS[k]), price: price(event[k].price) })}
        </Text>
      ))}
      {event.buffet.offered && (
        <Text size="sm">
          {t('events:card.buffet', {
            veg: price(event.buffet.vegPrice),
            nonVeg: price(event.buffet.nonVegPrice),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** Where booking stands: opens later, open until, or closed. */
function BookingLine({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const state = bookingState(event);
  const text =
    state === 'opensLater'
      ? t('events:card.bookingOpensLater', { date: f.dateTime(event.bookingOpensAt) })
      : state === 'open'
        ? t('events:card.bookingOpen', { date: f.dateTime(event.bookingClosesAt) })
        : t('events:card.bookingClosed');
  return (
    <Text size="sm" fw={500} data-testid="booking-window">
      {text}
    </Text>
  );
}

/** Everything about one event, in a dialog (the members' and the public's detail). */
export function EventDetail({
  event,
  onClose,
  showBooking,
}: {
  event: PublicEvent | null;
  onClose: () => void;
  showBooking: boolean;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const when = useWhen();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      size="lg"
      title={event?.title}
      closeButtonProps={{ 'aria-label': t('events:card.close') }}
    >
      {event && (
        <Stack gap="sm">
          {event.imageUrl && (
            <Image src={imageSrc(event.imageUrl)} alt="" h={180} fit="cover" radius="sm" />
          )}
          <Group gap={6}>
            <Badge color="gray.7">{`${event.group} · ${event.category}`}</Badge>
            {event.tournamentType !== 'none' && (
              <Badge color="grape.9">{t(TOURNAMENT_KEYS[event.tournamentType])}</Badge>
            )}
          </Group>
          <Text size="sm">
            <strong>{t('events:card.when')}:</strong> {when(event)}
          </Text>
          <Text size="sm">
            <strong>{t('events:card.venue')}:</strong> {event.venue}
          </Text>
          {event.description && <Text size="sm">{event.description}</Text>}
          <Prices event={event} />
          <Text size="sm">
            {t('events:card.places', {
              left: Math.max(0, event.capacity - event.placesTaken),
              capacity: event.capacity,
            })}
          </Text>
          <Text size="sm">{t('events:card.tickets', { count: event.ticketsPerMember })}</Text>
          {event.tableSizes.length > 0 && (
            <Text size="sm">{t('events:card.tables', { sizes: event.tableSizes.join(', ') })}</Text>
          )}
          <Text size="sm">
            {t('events:card.bookingWindow', {
              opens: f.dateTime(event.bookingOpensAt),
              closes: f.dateTime(event.bookingClosesAt),
            })}
          </Text>
          {showBooking && <BookingLine event={event} />}
          {event.invitationUrl && (
            <Anchor href={imageSrc(event.invitationUrl)} target="_blank" rel="noreferrer">
              <Group gap={4}>
                <IconFileText size={16} aria-hidden />
                {t('events:card.invitation')}
              </Group>
            </Anchor>
          )}
          <Highlights event={event} />
        </Stack>
      )}
    </Modal>
  );
}

/** An event's highlights: what happened, its photos and a video link (nothing when none). */
export function Highlights({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const h = event.highlights;
  if (!h.description && !h.videoUrl && h.photos.length === 0) return null;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t('events:card.highlights')}
      </Title>
      {h.description && <Text size="sm">{h.description}</Text>}
      {h.photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {h.photos.map((p, i) => (
            <Image
              key={p.id}
              src={imageSrc(p.url)}
              alt={t('events:card.photoAlt', { n: i + 1, title: event.title })}
              h={90}
              fit="cover"
              radius="sm"
            />
          ))}
        </SimpleGrid>
      )}
      {h.videoUrl && (
        <Anchor href={h.videoUrl} target="_blank" rel="noreferrer">
          <Group gap={4}>
            <IconVideo size={16} aria-hidden />
            {t('events:card.video')}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * One event as a card: image, title, category, when and where, prices, places and the booking
 * window; its Details button opens the whole event. `past` cards show the highlights instead.
 */
export function EventCard({
  event,
  past = false,
  showBooking = false,
  headingLevel = 3,
  highlightsTo = null,
}: {
  event: PublicEvent;
  past?: boolean;
  showBooking?: boolean;
  headingLevel?: 2 | 3;
  /** Where the event's highlights album opens, if it has a published one. */
  highlightsTo?: string | null;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const [open, setOpen] = useState(false);
  const [booking, setBooking] = useState(false);
  return (
    <Card withBorder padding="md" component="article" data-testid="event-card">
      {event.imageUrl && (
        <Card.Section>
          <Image src={imageSrc(event.imageUrl)} alt="" h={120} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6} mt={event.imageUrl ? 'sm' : 0}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">{`${event.group} · ${event.category}`}</Text>
          {event.status !== 'published' && (
            <StatusBadge family={EVENT_STATUS_FAMILY} status={event.status} size="sm" />
          )}
        </Group>
        <Title order={headingLevel} size="h4">
          {event.title}
        </Title>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{when(event)}</Text>
        </Group>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{event.venue}</Text>
        </Group>
        {past ? (
          <Highlights event={event} />
        ) : (
          <>
            <Prices event={event} />
            <Text size="sm">
              {t('events:card.places', {
                left: Math.max(0, event.capacity - event.placesTaken),
                capacity: event.capacity,
              })}
            </Text>
            {showBooking && <BookingLine event={event} />}
          </>
        )}
        <Group gap="xs" mt={4}>
          <Button
            variant="light"
            size="xs"
            onClick={() => setOpen(true)}
            aria-label={`${t('events:card.details')}: ${event.title}`}
          >
            {t('events:card.details')}
          </Button>
          {highlightsTo && (
            <Button
              component={Link}
              to={highlightsTo}
              variant="subtle"
              size="xs"
              aria-label={`${t('events:card.highlights')}: ${event.title}`}
            >
              {t('events:card.highlights')}
            </Button>
          )}
          {showBooking && !past && bookingState(event) === 'open' && (
            <Button
              size="xs"
              onMouseEnter={() => void loadBookingForm()}
              onFocus={() => void loadBookingForm()}
              onClick={() => setBooking(true)}
              aria-label={t('events:book.openFor', { title: event.title })}
            >
              {t('events:book.open')}
            </Button>
          )}
        </Group>
      </Stack>
      <EventDetail
        event={open ? event : null}
        onClose={() => setOpen(false)}
        showBooking={showBooking}
      />
      {showBooking && (
        <BookingDialog event={booking ? event : null} onClose={() => setBooking(false)} />
      )}
    </Card>
  );
}
