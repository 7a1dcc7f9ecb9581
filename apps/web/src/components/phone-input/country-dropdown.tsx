import { Box, Paper, Text, UnstyledButton } from '@mantine/core';
import { useEffect, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { flagEmoji, type CountryEntry } from './countries';
import type { DropdownPlacement } from './country-search';

export const optionId = (listId: string, iso2: string) => `${listId}-${iso2}`;

type CountryButtonProps = {
  buttonRef: Ref<HTMLButtonElement>;
  listId: string;
  country: CountryEntry | null;
  isOpen: boolean;
  activeOption: string | undefined;
  disabled?: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * The select-only combobox pattern: focus stays on this button and aria-activedescendant points at the
 * highlighted option, so screen readers follow the arrows without focus leaving the field.
 */
export function CountryButton({
  buttonRef,
  listId,
  country,
  isOpen,
  activeOption,
  disabled,
  onToggle,
  onKeyDown,
}: CountryButtonProps) {
  const { t } = useTranslation('phone');
  const label = country
    ? t('countryButton', { country: country.name, dialCode: country.dialCode })
    : t('noCountry');
  return (
    <UnstyledButton
      ref={buttonRef}
      type="button"
      role="combobox"
      aria-label={label}
      aria-haspopup="listbox"
      aria-expanded={isOpen}
      aria-controls={isOpen ? listId : undefined}
      aria-activedescendant={isOpen ? activeOption : undefined}
      disabled={disabled}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      px="xs"
      h="100%"
      style={{ display: 'flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden>{country ? flagEmoji(country.iso2) : '🌐'}</span>
      <Text span size="sm">
        {country ? `+${country.dialCode}` : '+'}
      </Text>
    </UnstyledButton>
  );
}

type CountryListboxProps = {
  listRef: Ref<HTMLDivElement>;
  listId: string;
  countries: CountryEntry[];
  preferredCount: number;
  selected: string | null;
  highlighted: number;
  placement: DropdownPlacement;
  onHighlight: (index: number) => void;
  onSelect: (iso2: string) => void;
};

export function CountryListbox({
  listRef,
  listId,
  countries,
  preferredCount,
  selected,
  highlighted,
  placement,
  onHighlight,
  onSelect,
}: CountryListboxProps) {
  const { t } = useTranslation('phone');
  const active = countries[highlighted];

  useEffect(() => {
    if (!active) return;
    // happy-dom and some older browsers lack scrollIntoView; the list still works without scrolling.
    document.getElementById(optionId(listId, active.iso2))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  return (
    <Paper
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={t('countryList')}
      data-placement={placement}
      shadow="md"
      withBorder
      pos="absolute"
      left={0}
      right={0}
      mah={250}
      style={{
        overflowY: 'auto',
        zIndex: 300,
        ...(placement === 'below' ? { top: '100%' } : { bottom: '100%' }),
      }}
    >
      {countries.map((country, index) => (
        <Box
          key={country.iso2}
          id={optionId(listId, country.iso2)}
          role="option"
          aria-selected={country.iso2 === selected}
          data-highlighted={index === highlighted || undefined}
          px="sm"
          py={6}
          bg={index === highlighted ? 'var(--mantine-color-default-hover)' : undefined}
          style={{
            cursor: 'pointer',
            borderBottom:
              index === preferredCount - 1 ? '1px solid var(--mantine-color-default-border)' : undefined,
          }}
          // Keep focus on the combobox button so its keyboard handling keeps working after a click.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => onSelect(country.iso2)}
        >
          <Text span size="sm">
            <span aria-hidden>{flagEmoji(country.iso2)} </span>
            {country.name}{' '}
            <Text span c="dimmed" size="sm">
              +{country.dialCode}
            </Text>
          </Text>
        </Box>
      ))}
    </Paper>
  );
}
