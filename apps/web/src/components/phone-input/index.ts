export { PhoneInput, type PhoneInputProps } from './phone-input';
export {
  validatePhone,
  exceedsNationalMaximum,
  type PhoneInvalidReason,
  type PhoneMode,
  type PhoneValidationOptions,
  type PhoneValidationResult,
} from './phone-validation';
export { formatPhone, PHONE_FORMATS, type PhoneFormat } from './phone-format';
export { PHONE_NUMBER_TYPES, type PhoneNumberType } from './phone-number-type';
export { getNumberLengths } from './phone-lengths';
export { filterPhoneCharacters } from './phone-filter';
export { PhoneError, PHONE_ERROR_CODES, type PhoneErrorCode } from './phone-error';
export { getCountry, listCountries, flagEmoji, type CountryEntry } from './countries';
