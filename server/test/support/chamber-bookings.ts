import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import { multipart, PDF, type Caller } from '../fixtures.ts';

/** The fields of a booking request (a member's stay in the double room unless told). */
export function bookingFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    roomType: 'double',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    rooms: '1',
    occupants: '2',
    guestName: 'Asha Rao',
    nationality: 'Indian',
    guestType: 'member',
    ...over,
  };
}

/** Posts a booking request with a PDF as the ID proof (or the file given, or none). */
export function requestBooking(
  who: Caller,
  over: Record<string, string> = {},
  file: { name: string; type: string; data: Buffer | string } | null = {
    name: 'passport.pdf',
    type: 'application/pdf',
    data: PDF,
  },
) {
  const body = multipart({
    fields: bookingFields(over),
    files: file ? [{ ...file, field: 'idProof' }] : [],
  });
  return who.inject({
    method: 'POST',
    url: CHAMBER_BOOKINGS_API.myBookings,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Posts an admin step on a booking. */
export function step(
  who: Caller,
  b: Pick<ChamberBooking, 'id' | 'version'>,
  name: string,
  body: object = {},
) {
  return who.inject({
    method: 'POST',
    url: `${CHAMBER_BOOKINGS_API.bookings}/${b.id}/${name}`,
    payload: { version: b.version, ...body },
  });
}
