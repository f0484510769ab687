/**
 * English texts of the validation message keys the schemas carry. The server puts them in
 * problem+json; the web app translates the same keys (locales/<lang>.ts, "validation").
 */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid here.',
  'validation.memberCode': 'Enter a member code: letters followed by digits, e.g. M1001.',
  'validation.staffCode': 'Enter your staff code.',
  'validation.pin': 'A PIN is 4 to 6 digits.',
  'validation.pinMismatch': 'The two PINs do not match.',
  'validation.pinSame': 'The new PIN must differ from the current one.',
  'validation.passwordLength': 'A password is 10 to 128 characters long.',
  'validation.passwordLetter': 'A password needs at least one letter.',
  'validation.passwordDigit': 'A password needs at least one digit.',
  'validation.passwordMismatch': 'The two passwords do not match.',
  'validation.passwordSame': 'The new password must differ from the current one.',
  'validation.email': 'Enter a valid email address.',
  'validation.phone': 'Enter a valid phone number.',
  'validation.messageLength': 'Write at least 10 characters.',
  'validation.oneOf': 'Choose one of the listed values.',
  'validation.dateInFuture': 'The date cannot be in the future.',
  'validation.tooLong': 'This is too long.',
  'validation.creditLimit': 'Enter an amount from 0 to 1,00,00,000 with at most 2 decimals.',
  'validation.textShort': 'Write at least 2 characters.',
  'validation.textLong': 'This text is too long.',
  'validation.tooMany': 'There are too many entries.',
  'validation.needsApproval': "This change needs the office's approval: send it as a request.",
  'validation.officeOnly': 'Only the club office changes this.',
  'validation.imageUrl': 'Choose an uploaded image.',
  'validation.url': 'Enter a web address starting with http:// or https://.',
  'validation.date': 'Enter a date.',
  'validation.dateOrder': 'The end date cannot be before the start date.',
  'validation.month': 'Choose a month from 1 to 12.',
  'validation.monthFormat': 'Enter a month as YYYY-MM.',
  'validation.dateRange': 'Enter a date from the year 1900 to 2199.',
  'validation.analyticsRange': 'Choose a range of at most three years.',
  'validation.id': 'This is not a valid reference.',
  'validation.unstorableText': 'Remove the control characters from this text.',
  'validation.number': 'Enter a number in the allowed range.',
  'validation.timeOfDay': 'Enter a time as HH:MM (24 hours).',
  'validation.timeOrder': 'The end time must be after the start time.',
  'validation.timeBoth': 'Give both times, or neither.',
  'validation.quantity': 'Choose a quantity from 1 to 99.',
  'validation.cartEmpty': 'The cart is empty.',
  'validation.slot': 'Choose one of the offered times.',
  'validation.terms': 'Accept the terms to place the order.',
  'validation.address': 'Choose a delivery address.',
  'validation.pincode': 'Enter a 6-digit PIN code.',
  'validation.price': 'Enter a price above 0, at most 1,00,000.00, with at most 2 decimals.',
  'validation.tariff': 'Enter a tariff from 0 to 1,00,000.00, with at most 2 decimals.',
  'validation.minimumSpend':
    'Enter a monthly minimum from 0 to 1,00,000.00, with at most 2 decimals, or leave it empty.',
  'validation.roomNumber': 'Enter a room number of up to 10 letters, digits or dashes, e.g. 101.',
  'validation.capacity': 'Enter from 1 to 10 occupants.',
  'validation.roomNumberTaken': 'Another room already has this number.',
  'validation.blockOverlap': 'These dates overlap another block of this room.',
  'validation.blockStart': 'A block starts today or later.',
  'validation.blockTooLong': 'A block lasts at most 366 nights.',
  'validation.roomPhotosFull': 'This room has as many photos as it may (8): remove one first.',
  'validation.chamberRooms': 'Choose from 1 to 5 rooms.',
  'validation.occupants': 'Enter how many guests stay, at most what the rooms sleep.',
  'validation.checkOut': 'The check-out day must be after the check-in day.',
  'validation.checkInPast': 'The check-in day cannot be in the past.',
  'validation.chamberNights': 'A stay is at most 30 nights.',
  'validation.chamberOwnStay': 'A member staying themselves books as a member.',
  'validation.chamberFull': 'Not enough rooms of this type are free on these nights.',
  'validation.chamberAssign': 'Choose one free room for each room booked.',
  'validation.amountFormat': 'Enter an amount with at most 2 decimals, e.g. 500.00.',
  'validation.amountMinimum': 'Pay at least 100.00.',
  'validation.amountMaximum': 'This amount is too large for one payment.',
  'validation.eventPrice': 'Enter a price from 0 (free) to 1,00,000.00, with at most 2 decimals.',
  'validation.dateTime': 'Enter a date and time.',
  'validation.eventEnds': 'The event must end after it starts.',
  'validation.bookingCloses': 'Booking must close after it opens.',
  'validation.bookingAfterEvent': 'Booking must close by the end of the event.',
  'validation.eventCapacity': 'Enter from 1 to 10,000 places.',
  'validation.eventTickets': 'Enter from 1 to 50 tickets.',
  'validation.eventPhotosFull': 'An event shows at most 6 highlight photos: remove one first.',
  'validation.categoryParent': 'Choose Sports, Entertainment or another top category as parent.',
  'validation.categoryNameTaken': 'Another category here already has this name.',
  'validation.slug': 'Use lower-case letters, digits and hyphens, e.g. summer-cup-results.',
  'validation.slugTaken': 'Another post already has this address.',
  'validation.albumEvent': 'An event’s highlights name the event; a facility album names none.',
  'validation.albumSlugTaken': 'Another album already has this address.',
  'validation.banquetMoney': 'Enter an amount from 0 to 10,00,000.00, with at most 2 decimals.',
  'validation.banquetCapacity': 'Enter from 1 to 5,000 guests.',
  'validation.banquetChoose': 'Enter from 0 to 50 dishes.',
  'validation.banquetCourseTwice': 'Each course once.',
  'validation.banquetPhotosFull': 'A hall shows at most 8 photos: remove one first.',
  'validation.banquetCourse': 'Choose an existing course.',
  'validation.banquetGuests': 'Enter how many guests come, at most what the hall holds.',
  'validation.banquetValet': 'Enter from 0 to 50 valet drivers.',
  'validation.banquetDatePast': 'The function day cannot be in the past.',
  'validation.banquetSessionPast':
    'This session began at {{from}} today: choose a later session or another day.',
  'validation.banquetHall': 'Choose a hall the club lets.',
  'validation.banquetPackage': 'Choose a menu package the club offers.',
  'validation.banquetMenu':
    'Choose dishes of this package only, at most as many per course as it allows.',
  'validation.banquetAddon': 'Choose add-ons of this package.',
  'validation.banquetTaken': 'This hall is already booked for this date and session.',
  'validation.banquetAdvance': 'The advance cannot be more than the booking’s total.',
  'validation.banquetAdvanceDue': 'The advance is due on a day from today to the function’s day.',
  'validation.banquetOverCapacity': 'This hall holds at most {{limit}} guests.',
  'validation.chamberOverOccupancy': 'These rooms sleep at most {{limit}} guests.',
  'validation.banquetFinalGuests': 'After the cut-off the guest count may rise but not fall.',
  'validation.eventAge': 'Enter an age from 0 to 100.',
  'validation.eventPhone': 'Enter a phone number of 10 to 13 digits.',
  'validation.eventPartner': 'Name your partner: this is a doubles event.',
  'validation.eventNotAllowed': 'This event does not take these.',
  'validation.eventOverTickets':
    'A member may book at most {{limit}} places for this event, counting those already booked.',
  'validation.eventFull': 'Not enough places are left for this booking.',
  'validation.eventWaitlisted': 'You are already on the waitlist for this event.',
  'validation.eventDependent': 'Choose dependents from your record.',
  'validation.days': 'Enter a number of days from 0 to 365.',
  'validation.percent': 'Enter a percentage from 0 to 100.',
  'validation.tierDuplicate': 'Each number of days once.',
  'validation.tierFromZero':
    'One tier must start at 0 days, so every cancellation has a refund rule.',
  'validation.broadcastPast': 'Choose a time in the future, or send it now.',
  'validation.audienceEmpty': 'This audience matches nobody: choose another.',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** Whether a schema's message is one of the keys above (and not zod's own English). */
export function isValidationKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES_EN, message);
}

/**
 * The English text for a schema message (a key, or already a sentence), with the values it
 * names ({{limit}}) put in.
 */
export function validationMessageEn(
  message: string,
  params: Record<string, string | number> = {},
): string {
  const text = (VALIDATION_MESSAGES_EN as Record<string, string>)[message] ?? message;
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
}
