import type {
  EventBookingFields,
  EventBookingQuote,
  EventBookingRequest,
  EventBookingWho,
  EventPriceLine,
} from '@club/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';

/* The booking form's values, the request they make and the server's price for them. */

export interface GuestValues {
  name: string;
  age: number | string;
  phone: string;
}

export interface BookingValues extends Record<string, unknown> {
  eventId: number;
  who: EventBookingWho;
  dependentIds: number[];
  guests: GuestValues[];
  buffetVeg: number | string;
  buffetNonVeg: number | string;
  tableSize: string | null;
  partner: string;
  comments: string;
  paymentMethod: EventBookingFields['paymentMethod'];
}

/** The form's values as the API reads them. */
export function toRequest(v: BookingValues): EventBookingRequest {
  return {
    eventId: v.eventId,
    who: v.who,
    dependentIds: v.dependentIds,
    guests: v.guests.map((g) => ({ name: g.name, age: Number(g.age), phone: g.phone })),
    buffetVeg: Number(v.buffetVeg || 0),
    buffetNonVeg: Number(v.buffetNonVeg || 0),
    tableSize: v.tableSize ? Number(v.tableSize) : null,
    partner: v.partner,
    comments: v.comments,
    paymentMethod: v.paymentMethod,
  };
}

/** The text of each price line's kind. */
export const LINE_KEYS = {
  member: 'events:book.lines.member',
  spouse: 'events:book.lines.spouse',
  dependent: 'events:book.lines.dependent',
  guest: 'events:book.lines.guest',
  buffetVeg: 'events:book.lines.buffetVeg',
  buffetNonVeg: 'events:book.lines.buffetNonVeg',
} as const satisfies Record<EventPriceLine['kind'], string>;

/** The server's price, a line per kind and the total. */
export function QuoteTable({ quote }: { quote: EventBookingQuote }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <Table data-testid="booking-quote" withTableBorder>
      <Table.Tbody>
        {quote.lines.map((l) => (
          <Table.Tr key={l.kind}>
            <Table.Td>
              {t('events:book.lineText', {
                kind: t(LINE_KEYS[l.kind]),
                count: l.count,
                unit: f.money(l.unitPrice),
              })}
            </Table.Td>
            <Table.Td ta="right">{f.money(l.amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th>
            {t('events:book.price')} ({t('events:book.places', { count: quote.heads })})
          </Table.Th>
          <Table.Th ta="right" data-testid="booking-total">
            {f.money(quote.total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
