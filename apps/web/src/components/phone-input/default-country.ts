import { isKnownCountry } from './phone-country-code';

/** Lookups answer with text such as "ES\n"; only a leading two-letter country code is used. */
export function readCountryCode(answer: string): string | null {
  const match = /^\s*([a-z]{2})\b/i.exec(answer);
  return match?.[1] && isKnownCountry(match[1]) ? match[1].toLowerCase() : null;
}

export type DefaultCountryOptions = {
  geoIpLookup: () => Promise<string>;
  /** iso2 codes the user may select, in display order: preferred first. */
  selectable: string[];
  preferred: string[];
};

/**
 * Spec §7: guess the country from the IP lookup; on failure (or an unusable answer) use the first preferred
 * country, else the first listed one.
 */
export async function resolveAutoCountry(options: DefaultCountryOptions): Promise<string | null> {
  const fallback = options.preferred[0] ?? options.selectable[0] ?? null;
  try {
    const country = readCountryCode(await options.geoIpLookup());
    return country && options.selectable.includes(country) ? country : fallback;
  } catch {
    return fallback;
  }
}
