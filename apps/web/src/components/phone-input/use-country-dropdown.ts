import { TYPE_TO_FIND_RESET_MS } from '@charla/contracts';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CountryEntry } from './countries';
import { chooseDropdownPlacement, findCountryIndex, type DropdownPlacement } from './country-search';

export type CountryDropdownOptions = {
  /** Options in display order (preferred first). */
  countries: CountryEntry[];
  selected: string | null;
  onSelect: (iso2: string) => void;
  /** The field the list hangs from; measured on open to choose above or below. */
  anchorRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  listRef: RefObject<HTMLElement | null>;
};

/** Keyboard and pointer behaviour of the country list (spec §4), kept apart from rendering. */
export function useCountryDropdown({
  countries,
  selected,
  onSelect,
  anchorRef,
  buttonRef,
  listRef,
}: CountryDropdownOptions) {
  const [isOpen, setIsOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const typed = useRef('');
  const typedReset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = () => {
    const bottom = anchorRef.current?.getBoundingClientRect().bottom ?? 0;
    setPlacement(chooseDropdownPlacement(bottom, window.innerHeight));
    setHighlighted(
      Math.max(
        0,
        countries.findIndex((country) => country.iso2 === selected),
      ),
    );
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    typed.current = '';
  };
  const toggle = () => (isOpen ? close() : open());
  const select = (iso2: string) => {
    close();
    onSelect(iso2);
  };

  const typeToFind = (letter: string) => {
    typed.current += letter;
    clearTimeout(typedReset.current);
    typedReset.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_TO_FIND_RESET_MS);
    const index = findCountryIndex(countries, typed.current);
    if (index >= 0) setHighlighted(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (key === ' ') {
      // Without preventDefault the button would also fire a click on key up and toggle twice.
      event.preventDefault();
      toggle();
    } else if (key === 'Tab') {
      if (isOpen) close();
    } else if (!isOpen) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault();
        open();
      }
    } else if (key === 'Escape') {
      event.preventDefault();
      close();
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const step = key === 'ArrowDown' ? 1 : -1;
      setHighlighted((index) => Math.min(countries.length - 1, Math.max(0, index + step)));
    } else if (key === 'Enter') {
      event.preventDefault();
      const country = countries[highlighted];
      if (country) select(country.iso2);
    } else if (key.length === 1 && /\p{L}/u.test(key)) {
      event.preventDefault();
      typeToFind(key);
    }
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (buttonRef.current?.contains(target) || listRef.current?.contains(target)) return;
      setIsOpen(false);
      typed.current = '';
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [isOpen, buttonRef, listRef]);

  useEffect(() => () => clearTimeout(typedReset.current), []);

  return { isOpen, highlighted, placement, toggle, close, select, setHighlighted, onKeyDown };
}
