import { PHONE_INPUT_MAX_LENGTH } from '@charla/contracts';
import { TextInput } from '@mantine/core';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CountryButton, CountryListbox, optionId } from './country-dropdown';
import { listCountries } from './countries';
import { resolveAutoCountry } from './default-country';
import { filterPhoneCharacters } from './phone-filter';
import type { PhoneFormat } from './phone-format';
import { validatePhone, type PhoneValidationResult } from './phone-validation';
import { useCountryDropdown } from './use-country-dropdown';

export type PhoneInputProps = {
  /** E.164 when valid, the raw text otherwise, '' when empty. */
  value: string;
  onChange: (value: string, result: PhoneValidationResult) => void;
  label?: ReactNode;
  /** An explicit error replaces the component's own invalid message. */
  error?: ReactNode;
  invalidMessage?: string;
  defaultCountry?: string;
  autoDefaultCountry?: boolean;
  geoIpLookup?: () => Promise<string>;
  preferredCountries?: string[];
  onlyCountries?: string[];
  ignoredCountries?: string[];
  validCharactersOnly?: boolean;
  /** How a valid number is rewritten in the field on blur; by default the text is left as typed. */
  format?: PhoneFormat;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

const outgoingValue = (text: string, result: PhoneValidationResult) =>
  text.trim() === '' ? '' : result.valid && result.e164 ? result.e164 : text;

export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, format, validCharactersOnly, onlyCountries, ignoredCountries } = props;
  const { t, i18n } = useTranslation('phone');
  const listId = `${useId()}-countries`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const { preferred, others } = useMemo(
    () =>
      listCountries({
        locale: i18n.language,
        preferredCountries: props.preferredCountries,
        onlyCountries,
        ignoredCountries,
      }),
    [i18n.language, props.preferredCountries, onlyCountries, ignoredCountries],
  );
  const countries = useMemo(() => [...preferred, ...others], [preferred, others]);
  const isSelectable = (iso2: string | null | undefined): iso2 is string =>
    !!iso2 && countries.some((country) => country.iso2 === iso2.toLowerCase());

  const validate = (text: string, country: string | null) =>
    validatePhone(text, {
      country,
      mode: 'auto',
      onlyCountries,
      ignoredCountries,
      validCharactersOnly,
      format,
    });

  const [country, setCountry] = useState<string | null>(() => {
    const fromValue = validate(value, null).country;
    if (isSelectable(fromValue)) return fromValue;
    if (isSelectable(props.defaultCountry)) return props.defaultCountry.toLowerCase();
    // The lookup picks the country; until it answers none is selected rather than a wrong guess.
    if (props.autoDefaultCountry && props.geoIpLookup) return null;
    return countries[0]?.iso2 ?? null;
  });
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [isTouched, setIsTouched] = useState(false);

  // A value set from outside (form reset, loaded profile) replaces the text; our own echoes do not.
  if (value !== syncedValue) {
    setSyncedValue(value);
    setText(value);
  }

  const result = validate(text, country);

  const emit = (nextText: string, nextResult: PhoneValidationResult) => {
    const next = outgoingValue(nextText, nextResult);
    setSyncedValue(next);
    onChange(next, nextResult);
  };

  const chooseCountry = (iso2: string) => {
    setCountry(iso2);
    if (text.trim() !== '') emit(text, validate(text, iso2));
  };

  const dropdown = useCountryDropdown({
    countries,
    selected: country,
    onSelect: (iso2) => {
      chooseCountry(iso2);
      inputRef.current?.focus();
    },
    anchorRef,
    buttonRef,
    listRef,
  });

  const lookUpCountry = useEffectEvent(() =>
    props.autoDefaultCountry && props.geoIpLookup && country === null
      ? resolveAutoCountry({
          geoIpLookup: props.geoIpLookup,
          selectable: countries.map((entry) => entry.iso2),
          preferred: preferred.map((entry) => entry.iso2),
        })
      : null,
  );
  const applyLookedUpCountry = useEffectEvent((found: string | null) => {
    // A country the user picked while the lookup was running wins over the guess.
    if (found && country === null) chooseCountry(found);
  });
  useEffect(() => {
    const pending = lookUpCountry();
    if (!pending) return;
    let isActive = true;
    void pending.then((found) => isActive && applyLookedUpCountry(found));
    return () => {
      isActive = false;
    };
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const nextText = validCharactersOnly ? filterPhoneCharacters(raw) : raw;
    const nextResult = validate(nextText, country);
    setText(nextText);
    // Typing "+44 …" moves the selector to that country, as the dial code already says which it is.
    if (
      nextText.trim().startsWith('+') &&
      nextResult.country !== country &&
      isSelectable(nextResult.country)
    ) {
      setCountry(nextResult.country);
    }
    emit(nextText, nextResult);
  };

  const handleBlur = () => {
    setIsTouched(true);
    if (format && result.valid && result.formatted && result.formatted !== text) setText(result.formatted);
  };

  const isInvalidShown = isTouched && text.trim() !== '' && !result.valid;
  const shownError = props.error ?? (isInvalidShown ? (props.invalidMessage ?? t('invalid')) : undefined);
  const selectedEntry = countries.find((entry) => entry.iso2 === country) ?? null;
  const active = dropdown.isOpen ? countries[dropdown.highlighted] : undefined;

  return (
    <TextInput
      ref={inputRef}
      id={props.id}
      label={props.label}
      error={shownError}
      required={props.required}
      disabled={props.disabled}
      type="tel"
      name="telephone"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      placeholder={t('placeholder')}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      leftSectionWidth={88}
      leftSectionPointerEvents="all"
      leftSection={
        <CountryButton
          buttonRef={buttonRef}
          listId={listId}
          country={selectedEntry}
          isOpen={dropdown.isOpen}
          activeOption={active && optionId(listId, active.iso2)}
          disabled={props.disabled}
          onToggle={dropdown.toggle}
          onKeyDown={dropdown.onKeyDown}
        />
      }
      inputContainer={(children) => (
        <div ref={anchorRef} style={{ position: 'relative' }}>
          {children}
          {dropdown.isOpen && (
            <CountryListbox
              listRef={listRef}
              listId={listId}
              countries={countries}
              preferredCount={preferred.length}
              selected={country}
              highlighted={dropdown.highlighted}
              placement={dropdown.placement}
              onHighlight={dropdown.setHighlighted}
              onSelect={dropdown.select}
            />
          )}
        </div>
      )}
    />
  );
}
