import { Metadata, type PhoneNumberType as LibraryNumberType } from 'libphonenumber-js/max';
import { toCountryCode } from './phone-country-code';
import { PhoneError } from './phone-error';
import { PHONE_NUMBER_TYPES, type PhoneNumberType } from './phone-number-type';

/** The library's numbering plan has a `type()` accessor its typings leave out. */
type TypedNumberingPlan = {
  possibleLengths(): number[] | undefined;
  type(type: LibraryNumberType): { possibleLengths(): number[] | undefined } | undefined;
};

const missingLengths = (country: string, type: string) =>
  new PhoneError('MISSING_LENGTH_METADATA', `No length metadata for ${type} numbers of ${country}`);

function toLibraryType(type: PhoneNumberType): LibraryNumberType {
  const entry = Object.entries(PHONE_NUMBER_TYPES).find(([, name]) => name === type);
  if (!entry) throw missingLengths('any country', String(type));
  return entry[0] as LibraryNumberType;
}

function typeLengths(plan: TypedNumberingPlan, type: LibraryNumberType): number[] | undefined {
  if (type !== 'FIXED_LINE_OR_MOBILE') return plan.type(type)?.possibleLengths();
  // The metadata has no entry for this combined type: it is any length a fixed line or a mobile may have.
  const fixed = plan.type('FIXED_LINE')?.possibleLengths();
  const mobile = plan.type('MOBILE')?.possibleLengths();
  if (!fixed || !mobile) return undefined;
  return [...new Set([...fixed, ...mobile])].sort((a, b) => a - b);
}

/**
 * Possible national number lengths of a country, optionally for one number type. Throws when the metadata
 * does not describe that type for that country, because guessing a length would mislabel numbers.
 */
export function getNumberLengths(iso2: string, type?: PhoneNumberType): number[] {
  const country = toCountryCode(iso2);
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan as unknown as TypedNumberingPlan | undefined;
  const lengths = plan && (type ? typeLengths(plan, toLibraryType(type)) : plan.possibleLengths());
  if (!lengths || lengths.length === 0) throw missingLengths(country, type ?? 'any');
  return lengths;
}
