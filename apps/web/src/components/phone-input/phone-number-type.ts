import type { NumberType } from 'libphonenumber-js/max';

/** The eleven number types of spec §5, named as the product shows them. */
export const PHONE_NUMBER_TYPES = {
  MOBILE: 'mobile',
  PREMIUM_RATE: 'premium rate',
  TOLL_FREE: 'toll free',
  SHARED_COST: 'shared cost',
  VOIP: 'voip',
  PERSONAL_NUMBER: 'personal number',
  PAGER: 'pager',
  UAN: 'uan',
  VOICEMAIL: 'voicemail',
  FIXED_LINE: 'fixed line',
  FIXED_LINE_OR_MOBILE: 'fixed line or mobile',
} as const;

export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[keyof typeof PHONE_NUMBER_TYPES];

export function toPhoneNumberType(type: NumberType): PhoneNumberType | null {
  return type ? PHONE_NUMBER_TYPES[type] : null;
}
