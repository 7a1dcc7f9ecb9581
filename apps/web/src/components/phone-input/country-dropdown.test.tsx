import '@testing-library/jest-dom/vitest';
import { TYPE_TO_FIND_RESET_MS } from '@charla/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPhoneInput } from './phone-input-test-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const combobox = () => screen.getByRole('combobox');
const highlightedName = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('country dropdown opening and closing', () => {
  it('toggles on click', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('toggles on space', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    combobox().focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each([
    ['escape', () => userEvent.keyboard('{Escape}')],
    ['tab', () => userEvent.tab()],
    ['an outside click', () => userEvent.click(document.body)],
  ])('closes on %s', async (_case, act) => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.click(combobox());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open when an option area is pressed without releasing', () => {
    renderPhoneInput({ defaultCountry: 'es' });
    fireEvent.click(combobox());
    fireEvent.mouseDown(screen.getAllByRole('option')[3]!);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});

describe('country dropdown keyboard selection', () => {
  it('starts on the selected country, moves with the arrows and selects with enter', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ onlyCountries: ['de', 'es', 'fr'], defaultCountry: 'es', onChange });
    await userEvent.type(screen.getByRole('textbox'), '06 12 34 56 78');
    await userEvent.click(combobox());
    expect(highlightedName()).toContain('Spain');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlightedName()).toContain('Germany');
    // The list does not wrap: further presses stay on the first country.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlightedName()).toContain('France');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlightedName()).toContain('Germany');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlightedName()).toContain('France');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAccessibleName(/France/);
    // The typed text is read again with the new country: a valid French mobile number.
    expect(onChange).toHaveBeenLastCalledWith('+33612345678', expect.objectContaining({ valid: true }));
  });

  it('marks the selected country with aria-selected', async () => {
    renderPhoneInput({ defaultCountry: 'fr', onlyCountries: ['es', 'fr'] });
    await userEvent.click(combobox());
    expect(screen.getByRole('option', { name: /France/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Spain/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects an option on click', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: /Japan/ }));
    expect(combobox()).toHaveAccessibleName(/Japan/);
    expect(combobox()).toHaveTextContent('+81');
  });

  it('shows preferred countries first', async () => {
    renderPhoneInput({ preferredCountries: ['us', 'es'] });
    await userEvent.click(combobox());
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names[0]).toContain('United States');
    expect(names[1]).toContain('Spain');
    expect(names[2]).toContain('Afghanistan');
  });
});

describe('country dropdown type-to-find', () => {
  it('jumps to the first country starting with the typed letters, forgetting them after 700 ms', () => {
    vi.useFakeTimers();
    renderPhoneInput({ defaultCountry: 'es' });
    fireEvent.click(combobox());
    const type = (key: string) => fireEvent.keyDown(combobox(), { key });

    type('s');
    type('w');
    expect(highlightedName()).toContain('Sweden');

    act(() => vi.advanceTimersByTime(TYPE_TO_FIND_RESET_MS - 1));
    type('i');
    expect(highlightedName()).toContain('Switzerland');

    act(() => vi.advanceTimersByTime(TYPE_TO_FIND_RESET_MS));
    type('i');
    expect(highlightedName()).toContain('Iceland');
  });

  it('uses the names of the UI language', () => {
    renderPhoneInput({ defaultCountry: 'fr' }, 'es');
    fireEvent.click(combobox());
    for (const key of 'alem') fireEvent.keyDown(combobox(), { key });
    expect(highlightedName()).toContain('Alemania');
  });
});

describe('country dropdown placement', () => {
  const openWithFieldBottomAt = (bottom: number, viewportHeight: number) => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(viewportHeight);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    renderPhoneInput({ defaultCountry: 'es' });
    fireEvent.click(combobox());
    return screen.getByRole('listbox');
  };

  it('opens below when more than 200 px are free under the field', () => {
    const listbox = openWithFieldBottomAt(500, 800);
    expect(listbox).toHaveAttribute('data-placement', 'below');
    expect(listbox.style.top).toBe('100%');
  });

  it('opens above when 200 px or less are free under the field', () => {
    const listbox = openWithFieldBottomAt(600, 800);
    expect(listbox).toHaveAttribute('data-placement', 'above');
    expect(listbox.style.bottom).toBe('100%');
  });
});
