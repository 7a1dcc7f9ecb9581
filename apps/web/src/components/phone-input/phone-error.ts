/** The phone errors of spec §8. They signal a programming mistake (a bad argument), never bad user input. */
export const PHONE_ERROR_CODES = [
  'UNKNOWN_COUNTRY',
  'INVALID_PHONE_NUMBER_OBJECT',
  'INVALID_FORMAT_ARGUMENT',
  'MISSING_LENGTH_METADATA',
] as const;
export type PhoneErrorCode = (typeof PHONE_ERROR_CODES)[number];

export class PhoneError extends Error {
  readonly code: PhoneErrorCode;

  constructor(code: PhoneErrorCode, message: string) {
    super(message);
    this.name = 'PhoneError';
    this.code = code;
  }
}

export const unknownCountry = (country: unknown) =>
  new PhoneError('UNKNOWN_COUNTRY', `Unknown country: ${String(country)}`);
