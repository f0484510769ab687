import { Anchor, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The texts of a member's "my bookings" page. */
export interface MyBookingsTexts {
  title: string;
  intro: string;
  /** The order the list is in (shown under the intro). */
  order: string;
  /** What shows when the member has no booking. */
  none: string;
  /** The loader's name while the list loads. */
  loading?: string;
}

/**
 * A member's own bookings (chambers, banquets, events): the title, intro and order, the way to
 * book, one card a booking (its heading, status badge, the area's facts and its buttons), the
 * loader, what shows when there is none, and the cancel dialog the area opens. The area fills
 * each card and says what its cancellation means.
 */
export function MyBookingsPage<B extends { id: number }>({
  texts,
  book,
  noneLink = false,
  above,
  below,
  loading,
  items,
  cardId,
  cardTestId,
  heading,
  badge,
  children,
  actions,
  dialog,
}: {
  texts: MyBookingsTexts;
  /** The header's button: the way to book (or to browse what can be booked). */
  book: { to: string; label: string; variant?: 'light' };
  /** The empty text ends with a link to book. */
  noneLink?: boolean;
  /** What stands above the list (a waitlist). */
  above?: ReactNode;
  /** What stands below the list once it has loaded (the calendar feed). */
  below?: ReactNode;
  loading: boolean;
  /** The member's bookings; undefined until they have loaded. */
  items: B[] | undefined;
  /** The id of a card's heading (the card is a region named by it). */
  cardId(b: B): string;
  cardTestId?: string;
  heading(b: B): string;
  badge(b: B): ReactNode;
  /** A card's facts. */
  children(b: B): ReactNode;
  /** A card's buttons, at its foot (nothing: no row). */
  actions(b: B): ReactNode;
  /** The cancel dialog (a `MyCancelDialog`). */
  dialog: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.intro}</Text>
          <Text c="dimmed" size="sm" data-testid="list-order">
            {texts.order}
          </Text>
        </div>
        <Button component={Link} to={book.to} variant={book.variant}>
          {book.label}
        </Button>
      </Group>
      {above}
      {loading && <Loader size="sm" aria-label={texts.loading} />}
      {items?.length === 0 &&
        (noneLink ? (
          <Text>
            {texts.none}{' '}
            <Anchor component={Link} to={book.to}>
              {book.label}
            </Anchor>
          </Text>
        ) : (
          <Text>{texts.none}</Text>
        ))}
      {items?.map((b) => {
        const buttons = actions(b);
        return (
          <Card
            key={b.id}
            withBorder
            padding="md"
            component="section"
            aria-labelledby={cardId(b)}
            data-testid={cardTestId}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} size="h4" id={cardId(b)}>
                  {heading(b)}
                </Title>
                {badge(b)}
              </Group>
              {children(b)}
              {buttons && <Group justify="flex-end">{buttons}</Group>}
            </Stack>
          </Card>
        );
      })}
      {items && below}
      {dialog}
    </Stack>
  );
}

/**
 * Asks before a member cancels one of their bookings: what the cancellation means (the area's
 * text, its refund), then keep it or cancel it.
 */
export function MyCancelDialog<B>({
  booking,
  onClose,
  title,
  keep,
  yes,
  pending,
  disabled,
  onCancel,
  children,
}: {
  booking: B | null;
  onClose(): void;
  title: string;
  /** The keep button's name (and the close button's). */
  keep: string;
  /** The cancel button's name. */
  yes: string;
  pending: boolean;
  disabled?: boolean;
  onCancel(booking: B): void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': keep }}
    >
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {keep}
        </Button>
        <Button
          color="red"
          data-autofocus
          loading={pending}
          disabled={disabled}
          onClick={() => booking !== null && onCancel(booking)}
        >
          {yes}
        </Button>
      </Group>
    </Modal>
  );
}

/** A booking's cancel button on the member's pages. */
export function MyCancelButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="outline" color="red" onClick={onClick}>
      {label}
    </Button>
  );
}
