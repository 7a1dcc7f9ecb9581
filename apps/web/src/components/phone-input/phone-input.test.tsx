import '@testing-library/jest-dom/vitest';
import { PHONE_INPUT_MAX_LENGTH } from '@charla/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPhoneInput, renderUncontrolledPhoneInput } from './phone-input-test-harness';
import type { PhoneValidationResult } from './phone-validation';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: /phone/i });
const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1) as [string, PhoneValidationResult];

describe('PhoneInput field attributes', () => {
  it('is a telephone field named telephone with a 25-character maximum', () => {
    renderPhoneInput();
    expect(field()).toHaveAttribute('type', 'tel');
    expect(field()).toHaveAttribute('name', 'telephone');
    expect(field()).toHaveAttribute('maxLength', String(PHONE_INPUT_MAX_LENGTH));
  });

  it('stops typing at 25 characters', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.type(field(), '1'.repeat(30));
    expect(field()).toHaveValue('1'.repeat(25));
  });

  it.each([
    ['en', 'Enter a phone number'],
    ['es', 'Introduce un número de teléfono'],
  ] as const)('shows the %s placeholder', (language, placeholder) => {
    renderPhoneInput({}, language);
    expect(field()).toHaveAttribute('placeholder', placeholder);
  });

  it('is labelled and passes id, required and disabled through', () => {
    renderPhoneInput({ id: 'owner-phone', required: true, disabled: true });
    expect(field()).toHaveAttribute('id', 'owner-phone');
    expect(field()).toBeRequired();
    expect(field()).toBeDisabled();
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});

describe('PhoneInput value', () => {
  it('reports E.164 for a valid national number of the selected country', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ defaultCountry: 'es', onChange });
    await userEvent.type(field(), '612 34 56 78');
    const [value, result] = lastCall(onChange);
    expect(value).toBe('+34612345678');
    expect(result).toMatchObject({ valid: true, type: 'mobile', country: 'es' });
  });

  it('reports the raw text while the number is invalid, and an empty string when cleared', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ defaultCountry: 'es', onChange });
    await userEvent.type(field(), '61 2');
    expect(lastCall(onChange)[0]).toBe('61 2');
    await userEvent.clear(field());
    expect(lastCall(onChange)[0]).toBe('');
  });

  it('moves the country selector to the dial code typed in international form', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.type(field(), '+44 7400 123456');
    expect(screen.getByRole('combobox')).toHaveAccessibleName(/United Kingdom/);
  });

  it('rewrites a valid number in the requested format on blur', async () => {
    renderPhoneInput({ defaultCountry: 'es', format: 'international' });
    await userEvent.type(field(), '612345678');
    await userEvent.tab();
    expect(field()).toHaveValue('+34 612 34 56 78');
  });

  it('shows a value set from outside', () => {
    const onChange = vi.fn();
    const view = renderUncontrolledPhoneInput({ value: '', onChange, label: 'Phone' });
    view.rerenderWith({ value: '+447400123456', onChange, label: 'Phone' });
    expect(field()).toHaveValue('+447400123456');
  });
});

describe('PhoneInput character filter', () => {
  it('drops letters from the typed text when the filter is on', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ defaultCountry: 'es', validCharactersOnly: true, onChange });
    await userEvent.type(field(), '6a1(2)-b');
    expect(field()).toHaveValue('61(2)-');
    expect(lastCall(onChange)[0]).toBe('61(2)-');
  });

  it('keeps letters when the filter is off', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.type(field(), '6a1');
    expect(field()).toHaveValue('6a1');
  });
});

describe('PhoneInput invalid message', () => {
  it('shows nothing while typing, then the default message after blur', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.type(field(), '123');
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    await userEvent.tab();
    const message = screen.getByText('Invalid phone number');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows the Spanish default message in Spanish', async () => {
    renderPhoneInput({ defaultCountry: 'es' }, 'es');
    await userEvent.type(field(), '123');
    await userEvent.tab();
    expect(screen.getByText('Número de teléfono no válido')).toBeInTheDocument();
  });

  it('shows a configured invalid message', async () => {
    renderPhoneInput({ defaultCountry: 'es', invalidMessage: 'Check the number' });
    await userEvent.type(field(), '123');
    await userEvent.tab();
    expect(screen.getByText('Check the number')).toBeInTheDocument();
  });

  it('shows no message for an empty or valid field', async () => {
    renderPhoneInput({ defaultCountry: 'es' });
    await userEvent.click(field());
    await userEvent.tab();
    await userEvent.type(field(), '612345678');
    await userEvent.tab();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('lets an explicit error replace its own message', async () => {
    renderPhoneInput({ defaultCountry: 'es', error: 'Already taken' });
    await userEvent.type(field(), '123');
    await userEvent.tab();
    expect(screen.getByText('Already taken')).toBeInTheDocument();
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
  });
});

describe('PhoneInput country restrictions', () => {
  it('lists only the allowed countries and refuses numbers from others', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ onlyCountries: ['es', 'fr'], onChange });
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('France'),
      expect.stringContaining('Spain'),
    ]);
    await userEvent.type(field(), '+44 7400 123456');
    expect(lastCall(onChange)[1].invalidReason).toBe('INVALID_COUNTRY');
  });

  it('leaves ignored countries out of the list and refuses their numbers', async () => {
    const onChange = vi.fn();
    renderPhoneInput({ ignoredCountries: ['gb'], onChange });
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('option', { name: /United Kingdom/ })).not.toBeInTheDocument();
    await userEvent.type(field(), '+44 7400 123456');
    expect(lastCall(onChange)[1]).toMatchObject({ valid: false, invalidReason: 'INVALID_COUNTRY' });
  });
});

describe('PhoneInput automatic default country', () => {
  it('selects the country the lookup answers', async () => {
    renderPhoneInput({
      autoDefaultCountry: true,
      geoIpLookup: async () => 'FR\n',
      preferredCountries: ['de'],
    });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAccessibleName(/France/));
  });

  it('falls back to the first preferred country when the lookup fails', async () => {
    const geoIpLookup = vi.fn(() => Promise.reject(new Error('offline')));
    renderPhoneInput({ autoDefaultCountry: true, geoIpLookup, preferredCountries: ['de', 'fr'] });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAccessibleName(/Germany/));
    expect(geoIpLookup).toHaveBeenCalled();
  });

  it('falls back to the first listed country when there is no preferred one', async () => {
    const geoIpLookup = () => Promise.reject(new Error('offline'));
    renderPhoneInput({ autoDefaultCountry: true, geoIpLookup, onlyCountries: ['es', 'fr'] });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAccessibleName(/France/));
  });

  it('does not call the lookup when the option is off', () => {
    const geoIpLookup = vi.fn(async () => 'FR');
    renderPhoneInput({ geoIpLookup, defaultCountry: 'es' });
    expect(geoIpLookup).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveAccessibleName(/Spain/);
  });
});
