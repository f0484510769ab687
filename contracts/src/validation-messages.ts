/**
 * English texts of the validation message keys the schemas carry. The server puts them in
 * problem+json; the web app translates the same keys (locales/<lang>.ts, "validation").
 */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'This field is required.',
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
  'validation.imageUrl': 'Choose an uploaded image.',
  'validation.url': 'Enter a web address starting with http:// or https://.',
  'validation.date': 'Enter a date.',
  'validation.dateOrder': 'The end date cannot be before the start date.',
  'validation.month': 'Choose a month from 1 to 12.',
  'validation.monthFormat': 'Enter a month as YYYY-MM.',
  'validation.dateRange': 'Enter a date from the year 1900 to 2199.',
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
  'validation.roomNumber': 'Enter a room number of up to 10 letters, digits or dashes, e.g. 101.',
  'validation.capacity': 'Enter from 1 to 10 occupants.',
  'validation.roomNumberTaken': 'Another room already has this number.',
  'validation.blockOverlap': 'These dates overlap another block of this room.',
  'validation.blockStart': 'A block starts today or later.',
  'validation.blockTooLong': 'A block lasts at most 366 nights.',
  'validation.roomPhotosFull': 'This room has as many photos as it may (8): remove one first.',
  'validation.amountFormat': 'Enter an amount with at most 2 decimals, e.g. 500.00.',
  'validation.amountMinimum': 'Pay at least 100.00.',
  'validation.amountMaximum': 'This amount is too large for one payment.',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** The English text for a schema message (a key, or already a sentence). */
export function validationMessageEn(message: string): string {
  return (VALIDATION_MESSAGES_EN as Record<string, string>)[message] ?? message;
}
